import { useContext, useMemo, type FocusEvent } from 'react';
import { Field, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useRegistro } from '../../components/filter-bar/RegistroContext.ts';
import { formatarValor, type ExibirReferencia } from '../../engine/celulas/formatarValor.ts';
import { useT, useTraduzir } from '../../i18n/traducao.ts';
import { AutocompleteContext, resolverFonte } from '../q-autocomplete/index.ts';
import { comValorNoItem, esquemaDosItens, itensDe, type Item } from '../lista-de-itens/index.ts';
import { useErrosDoFormulario, useModeloDoFormulario } from '../shared/contextoDoFormulario.ts';
import { useCampo } from '../shared/useCampo.ts';
import type { ModelProperty } from '../../../shared/engine/types.ts';
import type { WidgetProps } from '../types.ts';
import { colunasDaTabela, legendaDaTabela, totaisDaTabela, type ColunaDaTabelaDeItens } from './colunas.ts';

// Tall enough for ten rows; a longer list (120 quotas) scrolls inside, under its fixed header.
const useEstilos = makeStyles({
  legenda: { display: 'block', color: tokens.colorNeutralForeground2, marginBottom: tokens.spacingVerticalXS },
  // A fieldset (the group the label names, disabled with the field) that scrolls.
  rolagem: {
    margin: 0,
    padding: 0,
    minWidth: 0,
    maxHeight: '22rem',
    overflow: 'auto',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
  caixa: { minWidth: 0 },
  conjunto: { margin: 0, padding: 0, border: 'none', minWidth: 0 },
  tabela: { width: '100%', borderCollapse: 'separate', borderSpacing: 0, fontVariantNumeric: 'tabular-nums' },
  cabeca: {
    position: 'sticky',
    top: 0,
    zIndex: 1,
    backgroundColor: tokens.colorNeutralBackground3,
    textAlign: 'left',
    fontWeight: tokens.fontWeightSemibold,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalSNudge}`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  celula: {
    padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalSNudge}`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke3}`,
    textAlign: 'left',
    fontWeight: tokens.fontWeightRegular,
    verticalAlign: 'middle',
  },
  // An input as narrow as its column lets it be, down to a phone; its message wraps under it.
  entrada: { minWidth: '5rem', maxWidth: '10rem', '& .fui-Input': { minWidth: 0, width: '100%' }, '& .fui-Field__validationMessage': { whiteSpace: 'normal' } },
  numerica: { textAlign: 'right', whiteSpace: 'nowrap' },
  // A long title ('Receber agora') wraps rather than widen a column of short numbers.
  cabecaNumerica: { textAlign: 'right', whiteSpace: 'normal' },
  total: {
    position: 'sticky',
    bottom: 0,
    backgroundColor: tokens.colorNeutralBackground3,
    fontWeight: tokens.fontWeightSemibold,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalSNudge}`,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    textAlign: 'left',
  },
  vazio: { display: 'block', padding: tokens.spacingHorizontalSNudge, color: tokens.colorNeutralForeground3 },
});

function exigirEsquema<T>(esquema: T | null, caminho: string): T {
  if (esquema === null) throw new Error(`O campo '${caminho}' não é uma lista de objetos do modelo.`);
  return esquema;
}

/**
 * A list of objects as a compact table (a bem's depreciation schedule, a purchase's lines to
 * receive): a column per titled item field, read-only fields as the lists' cells read (months
 * MM/AAAA, money 1.234,56, references by their x-exibicao), the others as inputs labelled by
 * their column and row. The descriptor's `tabela` adds a Total row and a caption counting the
 * rows; the table scrolls inside its own height, header and totals fixed.
 */
export interface TabelaProps extends WidgetProps<Item[]> {
  /** The items' schema; by default read from the form's model at the field's path. */
  esquemaDoItem?: ModelProperty;
}

export function TabelaWidget(props: TabelaProps) {
  const { id, campo: caminho, valor, onChange, onBlur, desabilitado, apresentacao } = props;
  const { campo } = useCampo(props);
  const estilos = useEstilos();
  const t = useT();
  const traduzir = useTraduzir();
  const registro = useRegistro();
  const modelo = useModeloDoFormulario();
  const fontes = useContext(AutocompleteContext);
  const { erros, validar } = useErrosDoFormulario();
  const esquema = exigirEsquema(props.esquemaDoItem ?? esquemaDosItens(modelo, caminho), caminho);
  const colunas = useMemo(() => colunasDaTabela(esquema, caminho, modelo), [esquema, caminho, modelo]);
  const itens = useMemo(() => itensDe(valor), [valor]);
  const exibir: ExibirReferencia = (referencia, r) => resolverFonte(referencia, fontes, {}).exibir(r);
  const somadas = apresentacao.tabela?.totais ?? [];
  const totais = totaisDaTabela(itens, somadas);
  const textoDoTotal = (coluna: ColunaDaTabelaDeItens) => formatarValor(totais[coluna.nome], coluna.apresentacao, exibir);
  const legenda = apresentacao.tabela?.legenda;
  const idDaLegenda = `${id}-legenda`;
  const textoDaLegenda =
    legenda === undefined || itens.length === 0
      ? null
      : legendaDaTabela(
          itens.length,
          [traduzir(legenda[0]), traduzir(legenda[1])],
          colunas.filter((c) => somadas.includes(c.nome)).map((c) => (c.apresentacao.widget === 'money' ? `R$ ${textoDoTotal(c)}` : textoDoTotal(c))),
        );

  function sair(event: FocusEvent<HTMLFieldSetElement>) {
    if (!event.currentTarget.contains(event.relatedTarget)) onBlur?.();
  }

  function celula(item: Item, indice: number, coluna: ColunaDaTabelaDeItens, primeira: boolean) {
    const classe = mergeClasses(estilos.celula, coluna.numerica && estilos.numerica);
    const idDaLinha = `${id}-${indice}-linha`;
    if (coluna.editavel && !desabilitado) {
      const Componente = registro[coluna.apresentacao.widget];
      const sub = `${caminho}.${indice}.${coluna.nome}`;
      return (
        <td key={coluna.nome} className={mergeClasses(classe, estilos.entrada)}>
          <Componente
            id={`${id}-${indice}-${coluna.nome}`}
            campo={sub}
            rotulo={traduzir(coluna.titulo)}
            idDoRotulo={`${id}-coluna-${coluna.nome} ${idDaLinha}`}
            valor={item[coluna.nome] as never}
            onChange={(novo) => onChange(comValorNoItem(itens, indice, coluna.nome, novo))}
            onBlur={() => validar(sub)}
            obrigatorio={coluna.obrigatorio}
            desabilitado={false}
            erro={erros[sub] ?? null}
            apresentacao={coluna.apresentacao}
          />
        </td>
      );
    }
    const texto = formatarValor(item[coluna.nome], coluna.apresentacao, exibir);
    // The first read-only cell names the row, for the inputs after it.
    return primeira ? (
      <th key={coluna.nome} id={idDaLinha} scope="row" className={classe}>
        {texto}
      </th>
    ) : (
      <td key={coluna.nome} className={classe}>
        {texto}
      </td>
    );
  }

  return (
    <Field {...campo}>
      {(doCampo) => (
        // The Field lays its parts on a grid: without min-width 0 a wide table would widen the form.
        <div className={estilos.caixa}>
          {textoDaLegenda !== null && (
            <Text id={idDaLegenda} size={200} className={estilos.legenda}>
              {textoDaLegenda}
            </Text>
          )}
          <div
            // The scrolling box: keyboard users scroll a long table from here, also when the field
            // is read only (a disabled fieldset is out of the keyboard's reach).
            tabIndex={0}
            className={estilos.rolagem}
            // A few columns read better close together than spread over a wide form.
            style={{ maxWidth: `${Math.max(colunas.length, 2) * 16}rem` }}
          >
            <fieldset
              id={id}
              // A failed save focuses it.
              tabIndex={-1}
              className={estilos.conjunto}
              disabled={desabilitado}
              aria-labelledby={doCampo['aria-labelledby']}
              aria-describedby={[textoDaLegenda === null ? undefined : idDaLegenda, doCampo['aria-describedby']].filter(Boolean).join(' ') || undefined}
              aria-invalid={doCampo['aria-invalid']}
              onBlur={sair}
            >
              {itens.length === 0 ? (
                <Text className={estilos.vazio}>{t('Nenhum item.')}</Text>
              ) : (
                <table className={estilos.tabela}>
                  <thead>
                    <tr>
                      {colunas.map((coluna) => (
                        <th key={coluna.nome} id={`${id}-coluna-${coluna.nome}`} scope="col" className={mergeClasses(estilos.cabeca, coluna.numerica && estilos.cabecaNumerica)}>
                          {traduzir(coluna.titulo)}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {itens.map((item, indice) => (
                      <tr key={indice}>{colunas.map((coluna, c) => celula(item, indice, coluna, c === 0))}</tr>
                    ))}
                  </tbody>
                  {somadas.length > 0 && (
                    <tfoot>
                      <tr>
                        {colunas.map((coluna, c) => (
                          <td key={coluna.nome} className={mergeClasses(estilos.total, coluna.numerica && estilos.numerica)}>
                            {somadas.includes(coluna.nome) ? textoDoTotal(coluna) : c === 0 ? t('Total') : ''}
                          </td>
                        ))}
                      </tr>
                    </tfoot>
                  )}
                </table>
              )}
            </fieldset>
          </div>
        </div>
      )}
    </Field>
  );
}
