import { useEffect, useRef, useState } from 'react';
import { buscar, enviar, FalhaDoPortal } from '../api.ts';
import { Cabecalho } from '../Cabecalho.tsx';
import { useTextos } from '../idioma.ts';
import { Markdown } from '../Markdown.tsx';
import { URL_DA_DOACAO, URL_DO_PORTAL, type DoacaoCriada, type PortalDeDoacaoConfig } from '../../../shared/api/doacaoPublica.ts';
import { resolverDesafio } from './desafio.ts';
import { guardarDesafio, type DesafioGuardado } from './desafioGuardado.ts';
import { FormularioDeDoacao } from './FormularioDeDoacao.tsx';
import { FORMULARIO_VAZIO, montarPedido, type ErrosDoFormulario, type FormularioDeDoacao as Formulario } from './formulario.ts';
import { Pix } from './Pix.tsx';
import { TEXTOS_DA_DOACAO } from './textos.ts';

/** The server's 422 as messages under the fields it names. */
function errosPorCampo(falha: FalhaDoPortal): ErrosDoFormulario {
  return Object.fromEntries(falha.errors.filter((e) => Object.hasOwn(FORMULARIO_VAZIO, e.field)).map((e) => [e.field, e.message]));
}

/** What the visitor reads above the form: the messages of what the form has no field for (the bot check), or the failure's own. */
function avisoDaFalha(falha: FalhaDoPortal): string[] {
  const semCampo = falha.errors.filter((e) => !Object.hasOwn(FORMULARIO_VAZIO, e.field)).map((e) => e.message);
  return semCampo.length > 0 ? semCampo : [falha.message];
}

/** /portal/doacao: choose an amount, say who gives, pass the bot check, get the PIX. */
export function PortalDeDoacao() {
  const [config, setConfig] = useState<PortalDeDoacaoConfig | null>(null);
  const [formulario, setFormulario] = useState<Formulario>(FORMULARIO_VAZIO);
  const [errosDoServidor, setErrosDoServidor] = useState<ErrosDoFormulario>({});
  // Kept as the server said it, and written in the visitor's language when shown.
  const [aviso, setAviso] = useState<readonly string[]>([]);
  const [enviando, setEnviando] = useState(false);
  const [doacao, setDoacao] = useState<DoacaoCriada | null>(null);
  const t = useTextos(TEXTOS_DA_DOACAO);
  // Asked for as the page opens: the server takes it only from 3 seconds after issuing it.
  const desafios = useRef<DesafioGuardado | null>(null);
  useEffect(() => {
    desafios.current = guardarDesafio();
  }, []);

  useEffect(() => {
    buscar<PortalDeDoacaoConfig>(URL_DO_PORTAL).then(
      (c) => {
        setConfig(c);
        document.title = `${c.titulo} · ${c.instituicao.nome}`;
      },
      (e: unknown) => setAviso([e instanceof Error ? e.message : String(e)]),
    );
  }, []);
  useEffect(() => {
    if (doacao) document.getElementById('pix-titulo')?.focus();
  }, [doacao]);

  const doar = async () => {
    setEnviando(true);
    setAviso([]);
    setErrosDoServidor({});
    try {
      desafios.current ??= guardarDesafio();
      const desafio = await desafios.current.pronto();
      const nonce = await resolverDesafio(desafio.desafio, desafio.zeros);
      setDoacao(await enviar<DoacaoCriada>(URL_DA_DOACAO, montarPedido(formulario, desafio, nonce)));
    } catch (e) {
      if (e instanceof FalhaDoPortal) setErrosDoServidor(errosPorCampo(e));
      setAviso(e instanceof FalhaDoPortal ? avisoDaFalha(e) : [e instanceof Error ? e.message : String(e)]);
    } finally {
      // A challenge is taken once: the next attempt needs a new one.
      desafios.current?.renovar();
      setEnviando(false);
    }
  };

  return (
    <>
      <Cabecalho nome={config?.instituicao.nome ?? ''} logoUrl={config?.instituicao.logoUrl ?? null} />
      <main className="conteudo">
        <h1>{config?.titulo ?? t.tituloPadrao}</h1>
        <p role="alert" className={aviso.length > 0 ? 'aviso' : undefined}>{aviso.map(t.mensagem).join(' ')}</p>
        {config && !config.pixAtivo && <p>{t.suspensas}</p>}
        {config && (doacao ? (
          <Pix doacao={doacao} />
        ) : (
          <>
            <Markdown texto={config.texto} />
            {config.pixAtivo && (
              <FormularioDeDoacao
                config={config}
                formulario={formulario}
                alterar={(m) => {
                  setFormulario((atual) => ({ ...atual, ...m }));
                  setErrosDoServidor((atuais) => Object.fromEntries(Object.entries(atuais).filter(([campo]) => !(campo in m))));
                }}
                errosDoServidor={errosDoServidor}
                enviando={enviando}
                doar={() => void doar()}
              />
            )}
          </>
        ))}
      </main>
    </>
  );
}
