import { useId, useMemo, type ComponentType, type CSSProperties, type FormEvent } from 'react';
import {
  Accordion,
  AccordionHeader,
  AccordionItem,
  AccordionPanel,
  Button,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { FilterRegular } from '@fluentui/react-icons';
import type { FieldError } from '../../../shared/api/contract.ts';
import { componentesInvalidosDoFiltro, mensagemComponentesInvalidos, type FilterKind } from '../../../shared/engine/widget-kinds.ts';
import type { CampoDoFiltroResolvido, FiltroResolvido } from '../../../shared/engine/tela-resolvida.ts';
import { useT, useTraduzir } from '../../i18n/traducao.ts';
import type { WidgetProps } from '../../widgets/types.ts';
import { Aviso } from '../feedback/Aviso.tsx';
import { ResumoDeErros } from '../formulario/ResumoDeErros.tsx';
import { useRegistro } from './RegistroContext.ts';
import { useFormularioDoFiltro } from './useFormularioDoFiltro.ts';
import { idDoCampo, type ValoresDoFiltro } from './valoresDoFiltro.ts';

const useStyles = makeStyles({
  formulario: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  // The descriptors' 12-column grid; on a phone every field takes the whole row.
  grade: {
    display: 'grid',
    gridTemplateColumns: 'repeat(12, minmax(0, 1fr))',
    gap: tokens.spacingHorizontalM,
    '@media (max-width: 600px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  campo: { minWidth: 0, gridColumn: 'span var(--largura, 12)', '@media (max-width: 600px)': { gridColumn: '1 / -1' } },
  botoes: { display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: tokens.spacingHorizontalS },
});

export interface BarraDeFiltrosProps {
  filtro: FiltroResolvido;
  /** Called with the filled values (by parameter) once they pass the fields' rules. */
  onAplicar(valores: Record<string, unknown>): void;
  /** Called after Limpar empties the fields. */
  onLimpar?(): void;
  valoresIniciais?: ValoresDoFiltro;
  /** What is wrong with valoresIniciais (a filter from a bookmark that was not searched), shown under its fields. */
  errosIniciais?: readonly FieldError[];
  abertoInicialmente?: boolean;
}

const ITEM = 'filtros';

/** The collapsible 'Filtros' panel: a dynamic form of the filter kinds, Limpar and Aplicar. */
export function BarraDeFiltros({ filtro, onAplicar, onLimpar, valoresIniciais, errosIniciais, abertoInicialmente = false }: BarraDeFiltrosProps) {
  const t = useT();
  const traduzir = useTraduzir();
  const invalidos = useMemo(() => componentesInvalidosDoFiltro(filtro.campos), [filtro]);
  return (
    <Accordion collapsible defaultOpenItems={abertoInicialmente ? [ITEM] : []}>
      <AccordionItem value={ITEM}>
        <AccordionHeader icon={<FilterRegular />}>{t('Filtros')}</AccordionHeader>
        <AccordionPanel>
          {invalidos.length > 0 ? (
            <Aviso intent="error">{traduzir(mensagemComponentesInvalidos(invalidos))}</Aviso>
          ) : (
            <FormularioDoFiltro filtro={filtro} onAplicar={onAplicar} onLimpar={onLimpar} valoresIniciais={valoresIniciais} errosIniciais={errosIniciais} />
          )}
        </AccordionPanel>
      </AccordionItem>
    </Accordion>
  );
}

type FormularioDoFiltroProps = Omit<BarraDeFiltrosProps, 'abertoInicialmente'>;

function FormularioDoFiltro({ filtro, onAplicar, onLimpar, valoresIniciais, errosIniciais }: FormularioDoFiltroProps) {
  const styles = useStyles();
  const t = useT();
  const registro = useRegistro();
  const base = useId();
  const formulario = useFormularioDoFiltro(filtro, valoresIniciais, errosIniciais);

  function aplicar(event: FormEvent) {
    event.preventDefault();
    const valores = formulario.aplicar();
    if (valores) onAplicar(valores);
  }

  function limpar() {
    formulario.limpar();
    onLimpar?.();
  }

  // Only filter kinds reach here: BarraDeFiltros shows the error for anything else.
  const widgetDo = (campo: CampoDoFiltroResolvido) =>
    registro[campo.widget as FilterKind] as ComponentType<WidgetProps<unknown>>;

  return (
    <form className={styles.formulario} aria-label={t('Filtros')} noValidate onSubmit={aplicar}>
      <div className={styles.grade}>
        {filtro.campos.map((campo) => {
          const Widget = widgetDo(campo);
          return (
            <div key={campo.parametro} className={styles.campo} style={{ '--largura': campo.largura } as CSSProperties}>
              <Widget
                id={idDoCampo(base, campo)}
                campo={campo.campo ?? campo.parametro}
                rotulo={campo.titulo}
                valor={formulario.valores[campo.parametro]}
                onChange={(valor) => formulario.alterar(campo.parametro, valor)}
                onBlur={() => formulario.validarCampo(campo.parametro)}
                obrigatorio={false}
                desabilitado={false}
                erro={formulario.erros[campo.parametro] ?? null}
                apresentacao={campo}
              />
            </div>
          );
        })}
      </div>
      <ResumoDeErros erros={formulario.erros} submetido={formulario.submetido} />
      <div className={styles.botoes}>
        <Button type="button" onClick={limpar}>
          {t('Limpar')}
        </Button>
        <Button type="submit" appearance="primary">
          {t('Aplicar')}
        </Button>
      </div>
    </form>
  );
}
