import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useSWRConfig } from 'swr';
import { fieldErrorMap, fieldErrorsOf } from '../../api/ApiError.ts';
import { useT } from '../../i18n/traducao.ts';
import { ResumoDeErros } from '../formulario/ResumoDeErros.tsx';
import { URL_DAS_TAREFAS } from '../../jobs/useTarefas.ts';
import { CampoDoFormato } from './CampoDoFormato.tsx';
import { CamposDoPeriodo } from './CamposDoPeriodo.tsx';
import { ErrosDoRelatorioContext, type ErrosDoRelatorio } from './ErrosDoRelatorio.ts';
import { errosDoPeriodo, mesAteHoje, type PeriodoDoRelatorio, type PeriodoInicial } from './periodo.ts';
import type { FormatoDoRelatorio, PedidoDoRelatorio } from './tipos.ts';

const useEstilos = makeStyles({
  campos: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

export interface DialogoDeEmissaoProps {
  titulo: string;
  /** Under the title: what the report brings. */
  descricao?: string;
  /** Asks for a period: both days, in order, at most a year apart. */
  comPeriodo: boolean;
  /** The period the dialog opens with; this month so far when absent. */
  periodoInicial?: PeriodoInicial;
  notaDoFormato?: string;
  /** Posts the report (a background job); the field errors of a refusal show in the dialog, which stays open. */
  emitir(pedido: PedidoDoRelatorio): Promise<unknown>;
  onFechar(): void;
  /** The report's own fields, between the period and the format; they read their messages with useErroDoCampo. */
  children?: ReactNode;
}

const dia = (modelo: string) => modelo.slice(0, 10);

/** Asks for a report's period and format and posts it; the job's end is a notice with the download. */
export function DialogoDeEmissao({ titulo, descricao, comPeriodo, periodoInicial = mesAteHoje, notaDoFormato, emitir, onFechar, children }: DialogoDeEmissaoProps) {
  const estilos = useEstilos();
  const t = useT();
  const { mutate } = useSWRConfig();
  const [periodo, setPeriodo] = useState<PeriodoDoRelatorio>(() => periodoInicial(new Date()));
  const [formato, setFormato] = useState<FormatoDoRelatorio>('PDF');
  const [erros, setErros] = useState<Record<string, string>>({});
  const [enviando, setEnviando] = useState(false);
  // A field's message goes as the user changes it; the whole form is judged again at Emitir.
  const contexto = useMemo<ErrosDoRelatorio>(() => ({ erros, limpar: (campo) => setErros(({ [campo]: _removido, ...restantes }) => restantes) }), [erros]);

  async function enviar(event: FormEvent) {
    event.preventDefault();
    if (enviando) return;
    const locais = comPeriodo ? errosDoPeriodo(periodo) : [];
    setErros(fieldErrorMap(locais));
    const { dataInicial, dataFinal } = periodo;
    const dias = dataInicial !== null && dataFinal !== null ? { dataInicial: dia(dataInicial), dataFinal: dia(dataFinal) } : null;
    if (locais.length > 0 || (comPeriodo && dias === null)) return;
    setEnviando(true);
    try {
      await emitir({ formato, periodo: comPeriodo ? dias : null });
      void mutate(URL_DAS_TAREFAS);
      onFechar();
    } catch (falha) {
      setErros(fieldErrorsOf(falha));
      setEnviando(false);
    }
  }

  return (
    <Dialog open modalType="modal" onOpenChange={(_, data) => !data.open && onFechar()}>
      <DialogSurface aria-describedby={undefined}>
        <form onSubmit={(e) => void enviar(e)} noValidate aria-label={titulo}>
          <DialogBody>
            <DialogTitle>{titulo}</DialogTitle>
            <DialogContent className={estilos.campos}>
              <ErrosDoRelatorioContext.Provider value={contexto}>
                {descricao !== undefined && <Text>{descricao}</Text>}
                {comPeriodo && <CamposDoPeriodo periodo={periodo} onChange={setPeriodo} />}
                {children}
                <CampoDoFormato valor={formato} onChange={setFormato} nota={notaDoFormato} />
              </ErrosDoRelatorioContext.Provider>
              <ResumoDeErros erros={erros} />
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={onFechar}>
                {t('Cancelar')}
              </Button>
              <Button appearance="primary" type="submit" disabledFocusable={enviando} aria-busy={enviando || undefined}>
                {t('Emitir')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
