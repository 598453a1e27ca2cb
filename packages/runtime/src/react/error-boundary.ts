import { Component, type ReactNode } from 'react';

interface Props {
  /** Called once when a render below throws. */
  onError(error: unknown): void;
  children?: ReactNode;
}

/**
 * One per island root: a render error unmounts only this island's own output; the server markup around it and
 * every other island keep working.
 */
export class IslandErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    this.props.onError(error);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
