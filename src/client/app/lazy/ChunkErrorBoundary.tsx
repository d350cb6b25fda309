import { Component, type ReactNode } from 'react';
import { Button } from '@fluentui/react-components';
import { ArrowClockwiseRegular } from '@fluentui/react-icons';
import { Aviso } from '../../components/feedback/Aviso.tsx';
import { useT } from '../../i18n/traducao.ts';
import { ChunkLoadError } from './ChunkLoadError.ts';

interface ChunkErrorBoundaryProps {
  onRetry(): void;
  children: ReactNode;
}

interface ChunkErrorBoundaryState {
  failed: boolean;
}

/** Catches only failed chunk loads; any other error goes on to the router's error page. */
export class ChunkErrorBoundary extends Component<ChunkErrorBoundaryProps, ChunkErrorBoundaryState> {
  override state: ChunkErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(error: unknown): ChunkErrorBoundaryState {
    if (error instanceof ChunkLoadError) return { failed: true };
    throw error;
  }

  private readonly retry = () => {
    this.props.onRetry();
    this.setState({ failed: false });
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    return <FalhaAoCarregar onRetry={this.retry} />;
  }
}

// A function component, so its texts follow the language (a class cannot call useT).
function FalhaAoCarregar({ onRetry }: { onRetry(): void }) {
  const t = useT();
  return (
    <div role="group" aria-label={t('Falha ao carregar')}>
      <Aviso intent="error">{t('Não foi possível carregar esta página.')}</Aviso>
      <Button icon={<ArrowClockwiseRegular />} onClick={onRetry}>
        {t('Tentar novamente')}
      </Button>
    </div>
  );
}
