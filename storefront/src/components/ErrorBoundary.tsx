import { Component, type ComponentChildren } from 'preact';
import { translate } from '../i18n';
import { preferencesStore } from '../state/preferences';

interface State {
  error: Error | null;
}

/**
 * Catches render errors below it and shows the Arabic message with a retry (re-renders) and a
 * reload. `resetKey` (the path) clears the error when the shopper navigates elsewhere.
 */
export class ErrorBoundary extends Component<{ children: ComponentChildren; resetKey?: string }, State> {
  override state: State = { error: null };

  static override getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error) {
    console.error('render failed', error);
  }

  override componentDidUpdate(prev: { resetKey?: string }) {
    if (this.state.error && prev.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  retry = () => this.setState({ error: null });

  override render() {
    if (!this.state.error) return this.props.children;
    // SPEC.md §8: the Arabic message always; on the English UI its English twin below it
    const lang = preferencesStore.get().language;
    return (
      <div class="render-error" role="alert">
        <p lang="ar" dir="rtl" class="render-error-text">
          {translate('ar', 'error.render')}
        </p>
        {lang !== 'ar' ? <p class="render-error-sub">{translate(lang, 'error.render')}</p> : null}
        <div class="render-error-actions">
          <button type="button" class="btn btn-primary" onClick={this.retry}>
            {translate(lang, 'common.retry')}
          </button>
          <button type="button" class="btn btn-outline" onClick={() => location.reload()}>
            {translate(lang, 'common.refresh')}
          </button>
        </div>
      </div>
    );
  }
}
