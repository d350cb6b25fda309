import { useState, type FormEvent } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Radio,
  RadioGroup,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useSWRConfig } from 'swr';
import type { FormatoDoRelatorio } from '../../../shared/api/registrointervalo.ts';
import { valorDoPeriodo } from '../../../shared/periodo/index.ts';
import { fieldErrorMap, fieldErrorsOf } from '../../api/ApiError.ts';
import { useContexto } from '../../api/useContexto.ts';
import { usePermissao } from '../../components/permissions/usePermissao.ts';
import { URL_DAS_TAREFAS } from '../../jobs/useTarefas.ts';
import { emitirRelatorio } from './api.ts';
import { CampoDoUsuario, type UsuarioEscolhido } from './CampoDoUsuario.tsx';
import { FORMATOS, errosDoPeriodo, type CartaoDeRelatorio } from './relatorios.ts';
import { CampoDeData } from './CampoDeData.tsx';
import { TAG_LISTAR_USUARIOS } from './tags.ts';

const useEstilos = makeStyles({
  campos: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  datas: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: tokens.spacingHorizontalM, '& > *': { flex: '1 1 160px', minWidth: 0 } },
});

interface DialogoDoRelatorioProps {
  cartao: CartaoDeRelatorio;
  onFechar(): void;
}

const dia = (modelo: string) => modelo.slice(0, 10);

/** Asks for a report's period, user and format, and posts it: a background job ending in a notice with the download. */
export function DialogoDoRelatorio({ cartao, onFechar }: DialogoDoRelatorioProps) {
  const estilos = useEstilos();
  const { mutate } = useSWRConfig();
  const { pode } = usePermissao();
  const { data: contexto } = useContexto();
  const proprio = pode([TAG_LISTAR_USUARIOS]) ? null : (contexto?.usuario ?? null);
  // This month so far, the most asked-for period.
  const [dataInicial, setDataInicial] = useState<string | null>(() => valorDoPeriodo('ESTE_MES', new Date()).data.inicial);
  const [dataFinal, setDataFinal] = useState<string | null>(() => valorDoPeriodo('HOJE', new Date()).data.inicial);
  const [usuario, setUsuario] = useState<UsuarioEscolhido | null>(null);
  const [formato, setFormato] = useState<FormatoDoRelatorio>('PDF');
  const [erros, setErros] = useState<Record<string, string>>({});
  const [enviando, setEnviando] = useState(false);

  // A field's message goes as the user changes it; the whole form is judged again at Emitir.
  const alterado =
    <V,>(campo: string, definir: (valor: V) => void) =>
    (valor: V) => {
      definir(valor);
      setErros(({ [campo]: _removido, ...restantes }) => restantes);
    };

  async function emitir(event: FormEvent) {
    event.preventDefault();
    if (enviando) return;
    const locais = errosDoPeriodo({ dataInicial, dataFinal });
    setErros(fieldErrorMap(locais));
    if (locais.length > 0 || dataInicial === null || dataFinal === null) return;
    setEnviando(true);
    try {
      await emitirRelatorio(cartao.relatorio, {
        dataInicial: dia(dataInicial),
        dataFinal: dia(dataFinal),
        ...(proprio ? { usuarioId: proprio.id } : usuario ? { usuarioId: usuario.id } : {}),
        formato,
      });
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
        <form onSubmit={(e) => void emitir(e)} noValidate aria-label={cartao.titulo}>
          <DialogBody>
            <DialogTitle>{cartao.titulo}</DialogTitle>
            <DialogContent className={estilos.campos}>
              <div className={estilos.datas}>
                <CampoDeData id="relatorio-data-inicial" rotulo="Data inicial" valor={dataInicial} onChange={alterado('dataInicial', setDataInicial)} erro={erros.dataInicial ?? null} />
                <CampoDeData id="relatorio-data-final" rotulo="Data final" valor={dataFinal} onChange={alterado('dataFinal', setDataFinal)} erro={erros.dataFinal ?? null} />
              </div>
              <CampoDoUsuario somenteProprio={proprio?.nome ?? null} valor={usuario} onChange={alterado('usuarioId', setUsuario)} erro={erros.usuarioId ?? null} />
              <Field label="Formato" required validationMessage={erros.formato}>
                <RadioGroup layout="horizontal" value={formato} onChange={(_, data) => setFormato(data.value === 'XLSX' ? 'XLSX' : 'PDF')}>
                  {FORMATOS.map((f) => (
                    <Radio key={f} value={f} label={f} />
                  ))}
                </RadioGroup>
              </Field>
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={onFechar}>
                Cancelar
              </Button>
              <Button appearance="primary" type="submit" disabledFocusable={enviando} aria-busy={enviando || undefined}>
                Emitir
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
