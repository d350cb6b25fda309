import { useState } from 'react';
import { Button, Caption1, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { URL_MENSAGENS_I18N, type MensagemDoCatalogo } from '../../../../shared/api/i18n.ts';
import { IDIOMAS, NOMES_DOS_IDIOMAS, type Idioma } from '../../../../shared/i18n/idiomas.ts';
import type { SuccessReply } from '../../../../shared/api/contract.ts';
import { fieldErrorsOf, messageOf } from '../../../api/ApiError.ts';
import { del, put } from '../../../api/http.ts';
import { useT } from '../../../i18n/traducao.ts';

const useEstilos = makeStyles({
  conteudo: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  original: { color: tokens.colorNeutralForeground2, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
  padrao: { display: 'flex', alignItems: 'baseline', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', overflowWrap: 'anywhere' },
});

interface Props {
  mensagem: MensagemDoCatalogo;
  onFechar(): void;
  /** After a save or a restore, with the catalogue the server answered. */
  onAlterada(linhas: MensagemDoCatalogo[]): Promise<unknown>;
}

/** Both languages of one message; only the language whose text changed is sent. */
export function EdicaoDaMensagem({ mensagem, onFechar, onAlterada }: Props) {
  const t = useT();
  const estilos = useEstilos();
  const [textos, setTextos] = useState<Record<Idioma, string>>({ 'pt-BR': mensagem.textos['pt-BR'].texto, en: mensagem.textos.en.texto });
  const [erros, setErros] = useState<Partial<Record<Idioma, string>>>({});
  const [ocupado, setOcupado] = useState(false);

  /** One call per language; a language refused keeps its dialog open with the reason under its text. */
  async function enviar(chamadas: readonly [Idioma, () => Promise<SuccessReply<MensagemDoCatalogo[]>>][]): Promise<boolean> {
    setOcupado(true);
    const novos: Partial<Record<Idioma, string>> = {};
    for (const [idioma, chamar] of chamadas) {
      try {
        await onAlterada((await chamar()).content);
      } catch (falha) {
        // Any other failure was already shown as a toast by the HTTP client.
        novos[idioma] = fieldErrorsOf(falha).texto ?? messageOf(falha) ?? '';
      }
    }
    setOcupado(false);
    setErros(novos);
    return Object.keys(novos).length === 0;
  }

  async function salvar() {
    const alterados = IDIOMAS.filter((idioma) => textos[idioma] !== mensagem.textos[idioma].texto);
    const ok = await enviar(alterados.map((idioma) => [idioma, () => put<MensagemDoCatalogo[]>(URL_MENSAGENS_I18N, { idioma, chave: mensagem.chave, texto: textos[idioma] })]));
    if (ok) onFechar();
  }

  async function restaurar(idioma: Idioma) {
    const consulta = new URLSearchParams({ idioma, chave: mensagem.chave });
    const ok = await enviar([[idioma, () => del<MensagemDoCatalogo[]>(`${URL_MENSAGENS_I18N}?${consulta}`)]]);
    if (ok) setTextos((atuais) => ({ ...atuais, [idioma]: mensagem.textos[idioma].padrao }));
  }

  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onFechar()}>
      <DialogSurface>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void salvar();
          }}
        >
          <DialogBody>
            <DialogTitle>{t('Editar mensagem')}</DialogTitle>
            <DialogContent className={estilos.conteudo}>
              <Caption1 className={estilos.original}>{t('Texto original: {chave}', { chave: mensagem.chave })}</Caption1>
              {IDIOMAS.map((idioma) => {
                const { padrao, alterado } = mensagem.textos[idioma];
                return (
                  <Field
                    key={idioma}
                    label={NOMES_DOS_IDIOMAS[idioma]}
                    required
                    validationMessage={erros[idioma]}
                    hint={
                      <span className={estilos.padrao}>
                        {t('Padrão: {texto}', { texto: padrao })}
                        {alterado && (
                          <Button size="small" appearance="subtle" disabled={ocupado} onClick={() => void restaurar(idioma)}>
                            {t('Restaurar padrão')}
                          </Button>
                        )}
                      </span>
                    }
                  >
                    <Textarea lang={idioma} resize="vertical" value={textos[idioma]} onChange={(_, d) => setTextos((atuais) => ({ ...atuais, [idioma]: d.value }))} />
                  </Field>
                );
              })}
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={onFechar}>
                {t('Cancelar')}
              </Button>
              <Button appearance="primary" type="submit" disabledFocusable={ocupado}>
                {t('Salvar')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
