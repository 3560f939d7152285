import type { ComponentType, JSX, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { components } from '../../gql/rest';
import { Panel } from './parts';
import './blocks.css';

/**
 * A page's blocks as customers see them (server/modules/page/page.blocks.ts is the contract), drawn
 * alike by the published portal and the builder's page editor. The blocks that show a customer's data
 * come from the host: the portal's live ones (portal-site/blocks/live-blocks.tsx) or the editor's
 * samples (features/layout/preview-blocks.tsx). With `preview`, links do not need the portal's router.
 */

export type Block = components['schemas']['PageBlock'];
export type LeafBlock = Exclude<Block, { type: 'COLUMNS' }>;
export type BlockProps<T extends Block['type']> = Extract<Block, { type: T }>['props'];
type Of<T extends Block['type']> = BlockProps<T>;

/** The blocks whose content is the signed-in customer's data, each drawn by the host. */
export type DataBlockType = 'COLLECTION_TABLE' | 'FILE_LIST' | 'WORKFLOW_LIST' | 'TICKETS';
/** BOOKING is the host's when it books for real (the portal); elsewhere (the editor) its preview is drawn here. */
export type DataBlocks = { [T in DataBlockType]: ComponentType<BlockProps<T>> } & { BOOKING?: ComponentType<BlockProps<'BOOKING'>> };

interface Drawing {
  data: DataBlocks;
  preview?: boolean;
}

/** A link from a block: a page of the portal through the router; outside addresses in a new tab. */
export function BlockLink({
  href,
  preview,
  className,
  children,
}: {
  href: string;
  preview?: boolean;
  className?: string;
  children: ReactNode;
}) {
  if (href.startsWith('/') && !href.startsWith('//') && !preview)
    return (
      <Link to={href} className={className}>
        {children}
      </Link>
    );
  const outside = /^https?:/i.test(href);
  return (
    <a href={href} className={className} {...(outside ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  );
}

const alignClass = (align: 'LEFT' | 'CENTER') => (align === 'CENTER' ? ' p-block--center' : '');

function Heading({ text, level, align }: Of<'HEADING'>) {
  const Tag = `h${level}` as 'h1' | 'h2' | 'h3';
  return <Tag className={`p-block-heading p-block-heading--${level}${alignClass(align)}`}>{text}</Tag>;
}

// The HTML was sanitised by the server when the page was saved (page.blocks.ts sanitizeRichText).
const RichText = ({ html }: Of<'TEXT'>) => <div className="p-block-text" dangerouslySetInnerHTML={{ __html: html }} />;

function Image({ url, alt, caption, width }: Of<'IMAGE'>) {
  return (
    <figure className={`p-block-image p-block-image--${width.toLowerCase()}`}>
      <img src={url} alt={alt} loading="lazy" decoding="async" className="p-block-image__img" />
      {caption ? <figcaption className="p-block-image__caption">{caption}</figcaption> : null}
    </figure>
  );
}

function Embed({ url, title, height }: Of<'EMBED'>) {
  return (
    <div className="p-block-embed">
      <iframe
        src={String(url)}
        title={title}
        height={height}
        loading="lazy"
        sandbox="allow-scripts allow-same-origin allow-popups allow-forms allow-presentation"
        referrerPolicy="strict-origin-when-cross-origin"
        allowFullScreen
        className="p-block-embed__frame"
      />
    </div>
  );
}

function ButtonBlock({ label, href, variant, align, preview }: Of<'BUTTON'> & { preview?: boolean }) {
  return (
    <div className={`p-block-actions${alignClass(align)}`}>
      <BlockLink href={href} preview={preview} className={`p-block-button p-block-button--${variant.toLowerCase()}`}>
        {label}
      </BlockLink>
    </div>
  );
}

function CallToAction({ heading, text, buttonLabel, href, preview }: Of<'CALL_TO_ACTION'> & { preview?: boolean }) {
  return (
    <section className="p-block-cta">
      <div className="p-block-cta__body">
        <h2 className="p-block-cta__heading">{heading}</h2>
        {text ? <p className="p-block-cta__text">{text}</p> : null}
      </div>
      <BlockLink href={href} preview={preview} className="p-block-button p-block-button--primary p-block-cta__button">
        {buttonLabel}
      </BlockLink>
    </section>
  );
}

/** Questions as native disclosures: keyboard and screen readers know them, and they work before any script. */
function Faq({ title, items }: Of<'FAQ'>) {
  return (
    <Panel title={title} className="p-block-faq">
      <div className="p-block-faq__list">
        {items.map((item, i) => (
          <details key={i} className="p-block-faq__item">
            <summary className="p-block-faq__question">{item.question}</summary>
            <p className="p-block-faq__answer">{item.answer}</p>
          </details>
        ))}
      </div>
    </Panel>
  );
}

/** The booking block as the editor shows it: what a visitor sees first; the times come with the published portal. */
function BookingPreview({ title }: Of<'BOOKING'>) {
  return (
    <Panel title={title || 'Book a call'} className="p-block-booking">
      <p className="p-block-muted">Customers see the service here, pick a day and a time in their own time zone, and book it.</p>
      <span className="p-block-button p-block-button--primary" aria-disabled="true">
        Sign in to book
      </span>
    </Panel>
  );
}

function Columns({ columns, data, preview }: Of<'COLUMNS'> & Drawing) {
  return (
    <div className={`p-block-columns p-block-columns--${columns.length}`}>
      {columns.map((column, i) => (
        <div className="p-block-columns__column" key={i}>
          <BlockList blocks={column.blocks as Block[]} data={data} preview={preview} />
        </div>
      ))}
    </div>
  );
}

export function BlockView({ block, data, preview }: { block: Block } & Drawing): JSX.Element {
  switch (block.type) {
    case 'HEADING':
      return <Heading {...block.props} />;
    case 'TEXT':
      return <RichText {...block.props} />;
    case 'IMAGE':
      return <Image {...block.props} />;
    case 'EMBED':
      return <Embed {...block.props} />;
    case 'BUTTON':
      return <ButtonBlock {...block.props} preview={preview} />;
    case 'BOOKING':
      return data.BOOKING ? <data.BOOKING {...block.props} /> : <BookingPreview {...block.props} />;
    case 'CALL_TO_ACTION':
      return <CallToAction {...block.props} preview={preview} />;
    case 'FAQ':
      return <Faq {...block.props} />;
    case 'COLUMNS':
      return <Columns {...block.props} data={data} preview={preview} />;
    case 'FILE_LIST':
      return <data.FILE_LIST {...block.props} />;
    case 'COLLECTION_TABLE':
      return <data.COLLECTION_TABLE {...block.props} />;
    case 'WORKFLOW_LIST':
      return <data.WORKFLOW_LIST {...block.props} />;
    case 'TICKETS':
      return <data.TICKETS {...block.props} />;
    default:
      // A block type this version does not know yet (a newer server): leave it out rather than break the page.
      return <></>;
  }
}

export function BlockList({ blocks, data, preview }: { blocks: Block[] } & Drawing): JSX.Element {
  return (
    <div className={`p-block-list${preview ? ' p-block-list--preview' : ''}`}>
      {blocks.map((block) => (
        <BlockView key={block.id} block={block} data={data} preview={preview} />
      ))}
    </div>
  );
}
