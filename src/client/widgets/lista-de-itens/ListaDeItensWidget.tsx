import { useMemo, type FocusEvent } from 'react';
import { Button, Field, Text, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import type { ModelProperty } from '../../../shared/engine/types.ts';
import { useT, useTraduzir } from '../../i18n/traducao.ts';
import type { WidgetProps } from '../types.ts';
import { useModeloDoFormulario } from '../shared/contextoDoFormulario.ts';
import { useCampo } from '../shared/useCampo.ts';
import { ItemDaLista } from './ItemDaLista.tsx';
import { camposDoItem, esquemaDosItens, informacoesDoItem, type Item } from './itens.ts';
import { useListaDeItens } from './useListaDeItens.ts';

const useEstilos = makeStyles({
  grupo: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalS,
    margin: 0,
    padding: 0,
    border: 'none',
    minWidth: 0,
  },
  lista: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    alignSelf: 'stretch',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  vazio: { color: tokens.colorNeutralForeground3 },
});

// The kind only fits a list of objects; anything else is a descriptor error, named like widgetDoTipo's.
function exigirEsquema(esquema: ModelProperty | null, caminho: string): ModelProperty {
  if (esquema === null) throw new Error(`O campo '${caminho}' não é uma lista de objetos do modelo.`);
  return esquema;
}

export interface ListaDeItensProps extends WidgetProps<Item[]> {
  /** The items' schema; by default read from the form's model at the field's path. */
  esquemaDoItem?: ModelProperty;
}

/**
 * A list of objects edited item by item (a group's schedules): each item is a row of the item
 * schema's fields, drawn by the widgets of their kinds, with its remove button; Adicionar appends
 * one. Errors of an item's field ('horarios.0.fim') show under that field.
 */
export function ListaDeItensWidget(props: ListaDeItensProps) {
  const { id, campo: caminho, valor, onChange, onBlur, desabilitado } = props;
  const { campo } = useCampo(props);
  const t = useT();
  const traduzir = useTraduzir();
  const estilos = useEstilos();
  const modelo = useModeloDoFormulario();
  const esquema = exigirEsquema(props.esquemaDoItem ?? esquemaDosItens(modelo, caminho), caminho);
  const campos = useMemo(() => camposDoItem(esquema, caminho, modelo), [esquema, caminho, modelo]);
  const informacoes = useMemo(() => informacoesDoItem(esquema), [esquema]);
  const lista = useListaDeItens({ valor, esquema, onChange });
  // The item schema's title is the model's (data): a key of the catalogue.
  const tituloDoItem = esquema.title === undefined ? t('Item') : traduzir(esquema.title);

  // Moving between the items' inputs is not leaving the field.
  function sair(event: FocusEvent<HTMLFieldSetElement>) {
    if (!event.currentTarget.contains(event.relatedTarget)) onBlur?.();
  }

  return (
    <Field {...campo}>
      {(doCampo) => (
        <fieldset
          id={id}
          // Focusable by script only: a failed save moves the focus to the field in error.
          tabIndex={-1}
          className={estilos.grupo}
          disabled={desabilitado}
          aria-labelledby={doCampo['aria-labelledby']}
          aria-describedby={doCampo['aria-describedby']}
          aria-invalid={doCampo['aria-invalid']}
          onBlur={sair}
        >
          {lista.itens.length === 0 ? (
            <Text className={estilos.vazio}>{t('Nenhum item.')}</Text>
          ) : (
            <ol ref={lista.listaRef} className={estilos.lista}>
              {lista.itens.map((item, indice) => (
                <li key={lista.chaves[indice]}>
                  <ItemDaLista
                    id={`${id}-${indice}`}
                    caminho={`${caminho}.${indice}`}
                    titulo={`${tituloDoItem} ${indice + 1}`}
                    item={item}
                    campos={campos}
                    informacoes={informacoes}
                    desabilitado={desabilitado}
                    onAlterar={(nome, novo) => lista.alterar(indice, nome, novo)}
                    onRemover={() => lista.remover(indice)}
                  />
                </li>
              ))}
            </ol>
          )}
          <Button ref={lista.adicionarRef} icon={<AddRegular />} disabled={desabilitado} onClick={lista.adicionar}>
            {t('Adicionar')}
          </Button>
        </fieldset>
      )}
    </Field>
  );
}
