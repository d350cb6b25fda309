import { Caption1, Checkbox, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import type { TagDoCatalogo } from '../../../shared/api/contract.ts';
import { useT, useTraduzir } from '../../i18n/traducao.ts';
import { comModulo, comTag, estadoDoModulo, type Selecao } from './selecao.ts';

const useEstilos = makeStyles({
  modulo: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    breakInside: 'avoid',
    margin: `0 0 ${tokens.spacingVerticalL}`,
    padding: tokens.spacingHorizontalM,
    minWidth: 0,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  titulo: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
  rotulo: { display: 'flex', flexDirection: 'column' },
  codigo: { fontFamily: tokens.fontFamilyMonospace, color: tokens.colorNeutralForeground3, wordBreak: 'break-all' },
  contagem: { color: tokens.colorNeutralForeground3, whiteSpace: 'nowrap' },
});

interface ModuloDeTagsProps {
  modulo: string;
  tags: readonly TagDoCatalogo[];
  selecao: Selecao;
  /** Whether this tag may change: held by the editor, or already in the group (and the field editable). */
  mutavel(tag: string): boolean;
  onAlterar(selecao: Selecao): void;
}

/** One module of the catalogue: a box to tick all it may, and each tag with what it allows. */
export function ModuloDeTags({ modulo, tags, selecao, mutavel, onAlterar }: ModuloDeTagsProps) {
  const estilos = useEstilos();
  const t = useT();
  const traduzir = useTraduzir();
  const codigos = tags.map((item) => item.tag);
  const mutaveis = codigos.filter(mutavel);
  const estado = estadoDoModulo(selecao, codigos);
  const marcadas = codigos.filter((tag) => selecao.has(tag)).length;
  const nome = traduzir(modulo);
  return (
    <fieldset className={estilos.modulo} aria-label={t('Permissões de {modulo}', { modulo: nome })}>
      <div className={estilos.titulo}>
        <Checkbox
          checked={estado}
          disabled={mutaveis.length === 0}
          onChange={() => onAlterar(comModulo(selecao, mutaveis, estado !== true))}
          label={<Subtitle2>{nome}</Subtitle2>}
          aria-label={t('Todas as permissões de {modulo}', { modulo: nome })}
        />
        <Caption1 className={estilos.contagem}>{t('{marcadas} de {total}', { marcadas, total: codigos.length })}</Caption1>
      </div>
      {tags.map((item) => (
        <Checkbox
          key={item.tag}
          checked={selecao.has(item.tag)}
          disabled={!mutavel(item.tag)}
          onChange={(_, d) => onAlterar(comTag(selecao, item.tag, d.checked === true))}
          label={
            <span className={estilos.rotulo}>
              <span>{traduzir(item.descricao)}</span>
              <Caption1 className={estilos.codigo}>{item.tag}</Caption1>
            </span>
          }
        />
      ))}
    </fieldset>
  );
}
