import { useMemo, useState } from 'react';
import { Body1, Caption1, Checkbox, Field, Input, Subtitle1, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';
import type { TagDoCatalogo } from '../../../../shared/api/contract.ts';
import { useT, useTraduzir } from '../../../i18n/traducao.ts';
import { comModulo, comTag, estadoDoModulo, modulosFiltrados, type Selecao } from './tags.ts';

// The tags of a permission group, chosen from the catalogue grouped by module, each with what
// it allows. A tag the editor cannot grant (one they do not hold) cannot be ticked.

const useEstilos = makeStyles({
  seletor: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  cabecalho: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  busca: { flex: '0 1 360px', minWidth: '200px' },
  titulo: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  // Columns rather than a grid: a long module and a short one do not leave a gap beside each other.
  modulos: { columnWidth: '360px', columnGap: tokens.spacingHorizontalL },
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
  tituloDoModulo: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
  rotulo: { display: 'flex', flexDirection: 'column' },
  codigo: { fontFamily: tokens.fontFamilyMonospace, color: tokens.colorNeutralForeground3, wordBreak: 'break-all' },
  contagem: { color: tokens.colorNeutralForeground3, whiteSpace: 'nowrap' },
  erro: { color: tokens.colorPaletteRedForeground1 },
});

export interface SeletorDeTagsProps {
  catalogo: readonly TagDoCatalogo[];
  selecao: Selecao;
  onAlterar(selecao: Selecao): void;
  /** Whether the editor may tick this tag (holds it, or is an administrator). */
  podeConceder(tag: string): boolean;
  somenteLeitura: boolean;
  erro?: string;
}

export function SeletorDeTags({ catalogo, selecao, onAlterar, podeConceder, somenteLeitura, erro }: SeletorDeTagsProps) {
  const estilos = useEstilos();
  const t = useT();
  const traduzir = useTraduzir();
  const [busca, setBusca] = useState('');
  const modulos = useMemo(() => modulosFiltrados(catalogo, busca, traduzir), [catalogo, busca, traduzir]);
  const mutavel = (tag: string) => !somenteLeitura && (selecao.has(tag) || podeConceder(tag));

  return (
    <section className={estilos.seletor} aria-labelledby="permissoes-do-grupo">
      <div className={estilos.cabecalho}>
        <div className={estilos.titulo}>
          <Subtitle1 as="h2" id="permissoes-do-grupo">
            {t('Permissões')}
          </Subtitle1>
          <Body1 as="p" role="status">
            {selecao.size === 1 ? t('1 permissão selecionada') : t('{n} permissões selecionadas', { n: selecao.size })}
          </Body1>
        </div>
        <Field label={t('Filtrar permissões')} className={estilos.busca}>
          <Input type="search" contentBefore={<SearchRegular />} value={busca} onChange={(_, d) => setBusca(d.value)} />
        </Field>
      </div>
      {erro && (
        <Body1 role="alert" className={estilos.erro}>
          {traduzir(erro)}
        </Body1>
      )}
      {modulos.length === 0 && <Body1>{t('Nenhuma permissão encontrada.')}</Body1>}
      <div className={estilos.modulos}>
        {modulos.map(([modulo, tags]) => {
          const codigos = tags.map((item) => item.tag);
          const mutaveis = codigos.filter(mutavel);
          const estado = estadoDoModulo(selecao, codigos);
          const marcadas = codigos.filter((tag) => selecao.has(tag)).length;
          const nomeDoModulo = traduzir(modulo);
          return (
            <fieldset key={modulo} className={estilos.modulo} aria-label={t('Permissões de {modulo}', { modulo: nomeDoModulo })}>
              <div className={estilos.tituloDoModulo}>
                <Checkbox
                  checked={estado}
                  disabled={mutaveis.length === 0}
                  onChange={() => onAlterar(comModulo(selecao, mutaveis, estado !== true))}
                  label={<Subtitle2>{nomeDoModulo}</Subtitle2>}
                  aria-label={t('Todas as permissões de {modulo}', { modulo: nomeDoModulo })}
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
        })}
      </div>
    </section>
  );
}
