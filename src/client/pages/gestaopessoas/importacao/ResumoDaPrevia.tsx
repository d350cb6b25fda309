import { Badge, makeStyles, tokens } from '@fluentui/react-components';
import type { PreviaDaImportacao } from '../../../../shared/api/importacao.ts';

const useEstilos = makeStyles({
  lista: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, margin: 0, padding: 0, listStyle: 'none' },
});

const quantas = (n: number, uma: string, varias: string) => `${n.toLocaleString('pt-BR')} ${n === 1 ? uma : varias}`;

/** The preview's counts over the whole file. */
export function ResumoDaPrevia({ previa }: { previa: PreviaDaImportacao }) {
  const estilos = useEstilos();
  return (
    <ul className={estilos.lista} aria-label="Resumo da pré-visualização">
      <li>
        <Badge appearance="outline" size="large">
          {quantas(previa.total, 'linha', 'linhas')}
        </Badge>
      </li>
      <li>
        <Badge color="success" appearance="tint" size="large">
          {quantas(previa.validas, 'válida', 'válidas')}
        </Badge>
      </li>
      <li>
        <Badge color={previa.invalidas > 0 ? 'danger' : 'informative'} appearance={previa.invalidas > 0 ? 'filled' : 'tint'} size="large">
          {quantas(previa.invalidas, 'com erros', 'com erros')}
        </Badge>
      </li>
      <li>
        <Badge color="warning" appearance="tint" size="large">
          {quantas(previa.ignoradas, 'será ignorada (já cadastrada)', 'serão ignoradas (já cadastradas)')}
        </Badge>
      </li>
    </ul>
  );
}
