import { useMemo, useRef, useState, type FormEvent } from 'react';
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Spinner } from '@fluentui/react-components';
import type { FieldError } from '../../../shared/api/contract.ts';
import { camposDaAcao, regrasDaAcao, regrasDosValores, valoresIniciaisDaAcao } from '../../../shared/engine/formulario-da-acao.ts';
import type { SecaoResolvida } from '../../../shared/engine/tela-resolvida.ts';
import type { FormularioDaAcaoDescrito, Model } from '../../../shared/engine/types.ts';
import { formatModel } from '../../../shared/format/dates.ts';
import { validateRecord } from '../../../shared/validation/index.ts';
import { fieldErrorMap } from '../../api/ApiError.ts';
import { useT, useTraduzir } from '../../i18n/traducao.ts';
import { ErrosDoFormularioContext, ModeloDoFormularioContext } from '../../widgets/shared/contextoDoFormulario.ts';
import { traduzirFormularioDaAcao, traduzirModelo } from '../dados/traducaoDaTela.ts';
import { SecaoDaTela, idDoCampo } from '../formulario/SecaoDaTela.tsx';
import type { ErrosDoFormulario } from '../formulario/useFormularioDaTela.ts';
import { comValor, type Valores } from '../formulario/valores.ts';
import type { PedidoDoFormulario } from './formularioDaAcao.ts';

interface DialogoDaAcaoProps {
  pedido: PedidoDoFormulario;
  /** The action's form as declared; its fields are `modelo`'s. */
  formulario: FormularioDaAcaoDescrito;
  modelo: Model;
  onFechar(executada: boolean): void;
}

const SEM_ERROS: ErrosDoFormulario = {};

/**
 * An action's form in a dialog: its fields as a form section draws them, first filled from the
 * record and today, checked with the rules the server applies again (a field as the user leaves
 * it, all of them on confirming); the server's refusal shows under its fields and keeps it open.
 */
export function DialogoDaAcao({ pedido, formulario: declarado, modelo, onFechar }: DialogoDaAcaoProps) {
  const t = useT();
  const traduzir = useTraduzir();
  const { acao, registro, enviar } = pedido;
  const formulario = useMemo(() => traduzirFormularioDaAcao(declarado, traduzir), [declarado, traduzir]);
  const doIdioma = useMemo(() => traduzirModelo(modelo, traduzir), [modelo, traduzir]);
  const secao = useMemo<SecaoResolvida>(() => ({ nome: 'acao', titulo: null, visivel: true, campos: camposDaAcao(formulario, doIdioma) }), [formulario, doIdioma]);
  const regras = useMemo(() => regrasDaAcao(secao.campos), [secao]);
  const [valores, setValores] = useState<Valores>(() => valoresIniciaisDaAcao(formulario, modelo, registro, formatModel(new Date()).slice(0, 10)));
  const atuais = useRef(valores);
  const [erros, setErros] = useState(SEM_ERROS);
  const [enviando, setEnviando] = useState(false);
  const prefixo = `acao-${acao.nome}`;

  function alterar(campo: string, valor: unknown) {
    atuais.current = comValor(atuais.current, campo, valor);
    setValores(atuais.current);
    if (erros[campo] !== undefined) julgar(campo);
  }

  // A list's items have rules of their own, by item path ('linhas.0.quantidade').
  const regrasAgora = () => regrasDosValores(regras, modelo, atuais.current);

  function julgar(campo: string) {
    const regrasDoCampo = regrasAgora()[campo];
    const [erro] = regrasDoCampo === undefined ? [] : validateRecord(atuais.current, { [campo]: regrasDoCampo });
    setErros((anteriores) => {
      const restantes = { ...anteriores };
      delete restantes[campo];
      return erro === undefined ? restantes : { ...restantes, [campo]: erro.message };
    });
  }

  function mostrar(encontrados: readonly FieldError[]) {
    setErros(fieldErrorMap(encontrados));
    const [primeiro] = encontrados;
    if (primeiro) setTimeout(() => document.getElementById(idDoCampo(prefixo, primeiro.field))?.focus(), 0);
  }

  async function confirmar(event: FormEvent) {
    event.preventDefault();
    if (enviando) return;
    const encontrados = validateRecord(atuais.current, regrasAgora());
    if (encontrados.length > 0) return mostrar(encontrados);
    setEnviando(true);
    const recusa = await enviar(atuais.current);
    if (recusa === null) return onFechar(true);
    setEnviando(false);
    mostrar(recusa);
  }

  const titulo = formulario.titulo ?? traduzir(acao.rotulo);
  return (
    <Dialog open modalType="modal" onOpenChange={(_, data) => !data.open && !enviando && onFechar(false)}>
      <DialogSurface aria-label={titulo}>
        <form noValidate onSubmit={(e) => void confirmar(e)}>
          <DialogBody>
            <DialogTitle>{titulo}</DialogTitle>
            <DialogContent>
              <ModeloDoFormularioContext.Provider value={doIdioma}>
                <ErrosDoFormularioContext.Provider value={{ erros, validar: julgar }}>
                  <SecaoDaTela secao={secao} prefixo={prefixo} valores={valores} armazenado={null} erros={erros} somenteLeitura={enviando} onAlterar={alterar} onSair={julgar} />
                </ErrosDoFormularioContext.Provider>
              </ModeloDoFormularioContext.Provider>
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" disabled={enviando} onClick={() => onFechar(false)}>
                {t('Cancelar')}
              </Button>
              <Button appearance="primary" type="submit" icon={enviando ? <Spinner size="tiny" /> : undefined} disabledFocusable={enviando} aria-busy={enviando || undefined}>
                {formulario.botao ?? traduzir(acao.rotulo)}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
