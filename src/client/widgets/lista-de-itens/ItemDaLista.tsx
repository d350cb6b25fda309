import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import { useRegistro } from '../../components/filter-bar/RegistroContext.ts';
import { useT, useTraduzir } from '../../i18n/traducao.ts';
import { useErrosDoFormulario } from '../shared/contextoDoFormulario.ts';
import type { Widget } from '../types.ts';
import { EscolhaEmBotoes } from './EscolhaEmBotoes.tsx';
import { blocosDoItem, textoDaInformacao, type CampoDoItem, type InformacaoDoItem, type Item } from './itens.ts';

const useEstilos = makeStyles({
  item: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    minWidth: 0,
  },
  cabeca: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
  // Short fields share rows of equal cells; on a phone each takes a row.
  campos: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 180px), 1fr))',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalS,
    alignItems: 'start',
  },
  celula: { minWidth: 0 },
  blocos: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  // A row of toggles needs the whole width on a phone.
  largo: { minWidth: 0 },
  erro: { color: tokens.colorPaletteRedForeground1 },
  informacao: { color: tokens.colorPaletteDarkOrangeForeground1 },
});

export interface ItemDaListaProps {
  /** The DOM id prefix of the item's inputs: `<field id>-<index>`, so '<field>.<index>.<name>' errors can focus them. */
  id: string;
  /** The item's dotted path, e.g. 'horarios.0'. */
  caminho: string;
  titulo: string;
  item: Item;
  campos: readonly CampoDoItem[];
  /** Its read-only fields, shown under its title when they hold a value. */
  informacoes: readonly InformacaoDoItem[];
  desabilitado: boolean;
  onAlterar(nome: string, valor: unknown): void;
  onRemover(): void;
}

/** One item of a list: its title, a remove button and its fields through the widget registry. */
export function ItemDaLista({ id, caminho, titulo, item, campos, informacoes, desabilitado, onAlterar, onRemover }: ItemDaListaProps) {
  const estilos = useEstilos();
  const t = useT();
  const traduzir = useTraduzir();
  const registro = useRegistro();
  const { erros, validar } = useErrosDoFormulario();
  const idDoTitulo = `${id}-titulo`;
  const erroDoItem = erros[caminho];
  const preenchidas = informacoes.flatMap(({ nome, titulo: rotulo, formato }) => {
    const texto = textoDaInformacao(item[nome], formato);
    return texto === '' ? [] : [`${traduzir(rotulo)}: ${texto}`];
  });

  function renderizar(campo: CampoDoItem) {
    const Componente: Widget = campo.emBotoes ? (EscolhaEmBotoes as Widget) : registro[campo.apresentacao.widget];
    const sub = `${caminho}.${campo.nome}`;
    return (
      <Componente
        id={`${id}-${campo.nome}`}
        campo={sub}
        rotulo={campo.apresentacao.titulo}
        valor={item[campo.nome] as never}
        onChange={(valor) => onAlterar(campo.nome, valor)}
        onBlur={() => validar(sub)}
        obrigatorio={campo.obrigatorio}
        desabilitado={desabilitado}
        erro={erros[sub] ?? null}
        apresentacao={campo.apresentacao}
      />
    );
  }

  return (
    <div role="group" aria-labelledby={idDoTitulo} className={estilos.item}>
      <div className={estilos.cabeca}>
        <Text id={idDoTitulo} weight="semibold">
          {titulo}
        </Text>
        <Button
          appearance="subtle"
          icon={<DeleteRegular />}
          aria-label={t('Remover {item}', { item: titulo.toLowerCase() })}
          title={t('Remover {item}', { item: titulo.toLowerCase() })}
          disabled={desabilitado}
          onClick={onRemover}
        />
      </div>
      {preenchidas.length > 0 && (
        <Text size={200} weight="semibold" className={estilos.informacao}>
          {preenchidas.join(' · ')}
        </Text>
      )}
      {erroDoItem && (
        <Text size={200} className={estilos.erro} role="alert">
          {traduzir(erroDoItem)}
        </Text>
      )}
      {/* Where Adicionar puts the focus: the new item's first input. */}
      <div data-campos-do-item className={estilos.blocos}>
        {blocosDoItem(campos).map((bloco) =>
          bloco.largo ? (
            <div key={bloco.largo.nome} className={estilos.largo}>
              {renderizar(bloco.largo)}
            </div>
          ) : (
            <div key={bloco.campos[0]?.nome} className={estilos.campos}>
              {bloco.campos.map((campo) => (
                <div key={campo.nome} className={estilos.celula}>
                  {renderizar(campo)}
                </div>
              ))}
            </div>
          ),
        )}
      </div>
    </div>
  );
}
