import { Component, type ErrorInfo, type ReactNode } from 'react';

type FormBoundaryProps = {
  /** Shown instead of the form once it failed; the form's state lives above this boundary. */
  fallback: ReactNode;
  /** Told first (e.g. to write the form's autosave at once). */
  onError?: (error: unknown) => void;
  children: ReactNode;
};

/**
 * A render error inside a form replaces the form only, not the page ("500 · Algo salió mal" lost the
 * whole request, issue 36): the drawer or page around it stays, and so does what was typed, kept
 * above the boundary. Remount it (a new `key`) to bring the form back.
 */
export class FormBoundary extends Component<FormBoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onError?.(error);
    if (import.meta.env.DEV) console.error(error, info.componentStack);
  }

  render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
