import { makeStyles, Tab, TabList } from '@fluentui/react-components';
import type { AbaResolvida } from '../../../shared/engine/tela-resolvida.ts';

interface AbasDoFormularioProps {
  rotulo: string;
  abas: readonly AbaResolvida[];
  selecionada: string;
  onSelecionar(nome: string): void;
}

// Tabs wider than a phone scroll sideways in their own strip instead of widening the page.
const useEstilos = makeStyles({ faixa: { overflowX: 'auto', maxWidth: '100%' } });

/** The form's tabs; each shows its sections below. */
export function AbasDoFormulario({ rotulo, abas, selecionada, onSelecionar }: AbasDoFormularioProps) {
  const estilos = useEstilos();
  return (
    <div className={estilos.faixa}>
      <TabList aria-label={rotulo} selectedValue={selecionada} onTabSelect={(_, data) => onSelecionar(String(data.value))}>
        {abas.map((aba) => (
          <Tab key={aba.nome} value={aba.nome}>
            {aba.titulo}
          </Tab>
        ))}
      </TabList>
    </div>
  );
}
