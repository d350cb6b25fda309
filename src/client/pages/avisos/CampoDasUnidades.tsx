import { Checkbox, Label, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { PagedContent, UnidadeResumo } from '../../../shared/api/contract.ts';
import { useApi } from '../../api/useApi.ts';
import { Carregando } from '../../components/feedback/Carregando.tsx';
import { useT, useTraduzir } from '../../i18n/traducao.ts';
import { URL_UNIDADES_DO_AVISO } from './api.ts';

const useEstilos = makeStyles({
  grupo: { border: 'none', margin: 0, padding: 0, minWidth: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  legenda: { padding: 0 },
  opcoes: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalL },
  erro: { color: tokens.colorPaletteRedForeground1 },
});

interface CampoDasUnidadesProps {
  valor: readonly number[];
  onChange(ids: number[]): void;
  erro: string | undefined;
}

/** The units the publisher may address, as checkboxes (a fieldset: a Field would give them one id). */
export function CampoDasUnidades({ valor, onChange, erro }: CampoDasUnidadesProps) {
  const estilos = useEstilos();
  const t = useT();
  const traduzir = useTraduzir();
  const { data } = useApi<PagedContent<UnidadeResumo>>(URL_UNIDADES_DO_AVISO);
  return (
    <fieldset className={estilos.grupo}>
      <legend className={estilos.legenda}>
        <Label required>{t('Unidades')}</Label>
      </legend>
      {data ? (
        <div className={estilos.opcoes}>
          {data.resultList.map((u) => (
            <Checkbox
              key={u.id}
              label={u.nome}
              checked={valor.includes(u.id)}
              onChange={(_, d) => onChange(d.checked === true ? [...valor, u.id] : valor.filter((id) => id !== u.id))}
            />
          ))}
        </div>
      ) : (
        <Carregando />
      )}
      {erro && (
        <Text role="alert" size={200} className={estilos.erro}>
          {traduzir(erro)}
        </Text>
      )}
    </fieldset>
  );
}
