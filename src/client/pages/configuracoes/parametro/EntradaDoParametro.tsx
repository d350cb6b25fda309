import { useMemo } from 'react';
import { Input, Select, Switch, Text } from '@fluentui/react-components';
import type { DefinicaoDeParametro } from '../../../../shared/api/parametros.ts';
import { fusosHorarios } from '../../../../shared/parametros/regras.ts';
import { useTraduzir } from '../../../i18n/traducao.ts';
import type { ValorNoFormulario } from './rascunho.ts';

interface EntradaProps {
  def: DefinicaoDeParametro;
  valor: ValorNoFormulario | undefined;
  somenteLeitura: boolean;
  onAlterar(valor: ValorNoFormulario): void;
}

/** The input of one parameter, by its type (the Field around it gives the label and messages). */
export function EntradaDoParametro({ def, valor, somenteLeitura, onAlterar }: EntradaProps) {
  const traduzir = useTraduzir();
  const texto = typeof valor === 'string' ? valor : '';
  switch (def.tipo) {
    case 'booleano':
      return <Switch checked={valor === true} disabled={somenteLeitura} onChange={(_, d) => onAlterar(d.checked)} />;
    case 'inteiro':
      return (
        <Input
          type="number"
          inputMode="numeric"
          min={def.minimo}
          max={def.maximo}
          step={1}
          value={texto}
          readOnly={somenteLeitura}
          contentAfter={<Text size={200}>{traduzir(def.unidade)}</Text>}
          onChange={(_, d) => onAlterar(d.value)}
        />
      );
    case 'fuso':
      return <SeletorDeFuso valor={texto} somenteLeitura={somenteLeitura} onAlterar={onAlterar} />;
    case 'url':
      return <Input type="url" value={texto} readOnly={somenteLeitura} maxLength={def.maximo} spellCheck={false} onChange={(_, d) => onAlterar(d.value)} />;
    case 'texto':
      return <Input value={texto} readOnly={somenteLeitura} maxLength={def.maximo} onChange={(_, d) => onAlterar(d.value)} />;
    case 'imagem':
      return null;
  }
}

function SeletorDeFuso({ valor, somenteLeitura, onAlterar }: { valor: string; somenteLeitura: boolean; onAlterar(valor: string): void }) {
  const fusos = useMemo(() => [...fusosHorarios()].sort(), []);
  return (
    <Select value={valor} disabled={somenteLeitura} onChange={(_, d) => onAlterar(d.value)}>
      {fusos.map((fuso) => (
        <option key={fuso} value={fuso}>
          {fuso.replaceAll('_', ' ')}
        </option>
      ))}
    </Select>
  );
}
