import { Component, type ReactNode } from 'react';
import { Button } from '@fluentui/react-components';
import { ArrowClockwiseRegular } from '@fluentui/react-icons';
import { Aviso } from '../../components/feedback/Aviso.tsx';
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
    return (
      <div role="group" aria-label="Falha ao carregar">
        <Aviso intent="error">Não foi possível carregar esta página.</Aviso>
        <Button icon={<ArrowClockwiseRegular />} onClick={this.retry}>
          Tentar novamente
        </Button>
      </div>
    );
  }
}
