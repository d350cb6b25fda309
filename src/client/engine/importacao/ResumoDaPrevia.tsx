import { Badge, makeStyles, tokens } from '@fluentui/react-components';
import type { PreviaDaImportacao } from '../../../shared/api/importacao.ts';
import { useT } from '../../i18n/traducao.ts';

const useEstilos = makeStyles({
  lista: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, margin: 0, padding: 0, listStyle: 'none' },
});

/** A count as its text's {n}. */
const n = (quantidade: number) => ({ n: quantidade.toLocaleString('pt-BR') });

/** The preview's counts over the whole file. */
export function ResumoDaPrevia({ previa }: { previa: PreviaDaImportacao }) {
  const estilos = useEstilos();
  const t = useT();
  return (
    <ul className={estilos.lista} aria-label={t('Resumo da pré-visualização')}>
      <li>
        <Badge appearance="outline" size="large">
          {previa.total === 1 ? t('{n} linha', n(1)) : t('{n} linhas', n(previa.total))}
        </Badge>
      </li>
      <li>
        <Badge color="success" appearance="tint" size="large">
          {previa.validas === 1 ? t('{n} válida', n(1)) : t('{n} válidas', n(previa.validas))}
        </Badge>
      </li>
      <li>
        <Badge color={previa.invalidas > 0 ? 'danger' : 'informative'} appearance={previa.invalidas > 0 ? 'filled' : 'tint'} size="large">
          {t('{n} com erros', n(previa.invalidas))}
        </Badge>
      </li>
      <li>
        <Badge color="warning" appearance="tint" size="large">
          {previa.ignoradas === 1 ? t('{n} será ignorada (já cadastrada)', n(1)) : t('{n} serão ignoradas (já cadastradas)', n(previa.ignoradas))}
        </Badge>
      </li>
    </ul>
  );
}
