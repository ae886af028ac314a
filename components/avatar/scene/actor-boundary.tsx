'use client';

import { Component, type ReactNode } from 'react';

/** A character that fails to load leaves the scene (and the page) standing; `onError` tells the page. */
export class ActorBoundary extends Component<{ children: ReactNode; onError: (error: Error) => void }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: Error) {
    this.props.onError(error);
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}
