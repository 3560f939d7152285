import { Badge, Box, HStack, Icon, Text } from '@chakra-ui/react';
import { Handle, Position, type Node, type NodeProps } from '@xyflow/react';
import { memo } from 'react';
import { kindOf } from '../steps/registry';
import { NODE_WIDTH } from './graph-model';

export type StepNodeData = {
  type: string;
  name: string;
  config: Record<string, unknown>;
  problems: string[];
  first: boolean;
};
export type StepNodeType = Node<StepNodeData, 'step'>;

const BRANCH_LABEL: Record<string, string> = { yes: 'Yes', no: 'No' };
const HANDLE = { width: 12, height: 12, background: 'var(--chakra-colors-bg)', border: '2px solid var(--chakra-colors-brand-solid)' };

/** A step on the canvas: its kind, name and a line of what it holds; its problems in red. */
export const StepNode = memo(function StepNode({ data, selected }: NodeProps<StepNodeType>) {
  const kind = kindOf(data.type);
  const branches = kind?.branches ?? [];
  const broken = data.problems.length > 0;
  return (
    <Box
      w={`${NODE_WIDTH}px`}
      bg="bg"
      borderWidth="2px"
      borderColor={selected ? 'brand.solid' : broken ? 'border.error' : 'border'}
      borderRadius="lg"
      boxShadow={selected ? 'md' : 'xs'}
      px="3"
      py="2.5"
      title={broken ? data.problems.join('\n') : undefined}
    >
      <Handle type="target" position={Position.Top} style={HANDLE} aria-label={`Into ${data.name}`} />
      <HStack gap="1.5" mb="0.5">
        {kind && (
          <Icon color={`${kind.palette}.fg`} boxSize="3.5">
            <kind.icon />
          </Icon>
        )}
        <Text fontSize="2xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
          {kind?.label ?? data.type}
        </Text>
        {data.first && (
          <Badge size="xs" colorPalette="green" ms="auto">
            Start
          </Badge>
        )}
        {broken && (
          <Badge size="xs" colorPalette="red" ms={data.first ? '1' : 'auto'}>
            {data.problems.length === 1 ? '1 problem' : `${data.problems.length} problems`}
          </Badge>
        )}
      </HStack>
      <Text fontWeight="semibold" truncate>
        {data.name}
      </Text>
      <Text fontSize="xs" color="fg.muted" truncate>
        {kind ? kind.summary(data.config) : 'Unknown kind of step'}
      </Text>
      {branches.length === 0 ? (
        <Handle type="source" position={Position.Bottom} style={HANDLE} aria-label={`Out of ${data.name}`} />
      ) : (
        branches.map((b, i) => {
          const left = `${((i + 1) * 100) / (branches.length + 1)}%`;
          return (
            <Box key={b}>
              <Handle
                type="source"
                id={b}
                position={Position.Bottom}
                style={{ ...HANDLE, left }}
                aria-label={`${BRANCH_LABEL[b] ?? b} out of ${data.name}`}
              />
              <Text
                position="absolute"
                bottom="-5"
                fontSize="2xs"
                fontWeight="semibold"
                color="fg.muted"
                style={{ left }}
                transform="translateX(-50%)"
              >
                {BRANCH_LABEL[b] ?? b}
              </Text>
            </Box>
          );
        })
      )}
    </Box>
  );
});

export const branchLabel = (branch: string | null) => (branch ? (BRANCH_LABEL[branch] ?? branch) : undefined);
