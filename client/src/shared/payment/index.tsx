import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import type { PaymentPanelProps } from './PaymentPanel';

/**
 * What the pages import: the panel is a chunk of its own, fetched only when a payment is shown (the
 * booking pages and the portal keep their first load), and the card form a further chunk inside it.
 * `lazyPayment` wraps any component that shows the panel the same way (the booking pages' call payment).
 */
export function lazyPayment<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  const Loaded = lazy(load);
  return function LazyPayment(props: P) {
    return (
      <PanelLoadBoundary>
        <Suspense
          fallback={
            <p className="pay-waiting" role="status">
              Loading the payment…
            </p>
          }
        >
          <Loaded {...props} />
        </Suspense>
      </PanelLoadBoundary>
    );
  };
}

export const PaymentPanel = lazyPayment<PaymentPanelProps>(() => import('./PaymentPanel'));

class PanelLoadBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? (
      <p className="pay-waiting" role="alert">
        The payment could not be loaded — check your connection and reload the page.
      </p>
    ) : (
      this.props.children
    );
  }
}

export type { PaymentPanelProps } from './PaymentPanel';
export type { PaymentDue, PaymentMethod, PaymentStart } from './types';
export { formatMoney } from './money';
export { usePoll, PAYMENT_POLL_MS } from './poll';
