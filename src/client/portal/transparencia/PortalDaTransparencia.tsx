import { useEffect, useState } from 'react';
import { TIPOS_DE_ITEM, type PortalDaTransparenciaPublico } from '../../../shared/portaltransparencia/contrato.ts';
import { buscar } from '../api.ts';
import { Cabecalho } from '../Cabecalho.tsx';
import { formatarData, useIdioma, useTextos } from '../idioma.ts';
import { Markdown } from '../Markdown.tsx';
import { mensagemNoIdioma } from '../mensagens.ts';
import { Item } from './Item.tsx';
import { TEXTOS_DA_TRANSPARENCIA } from './textos.ts';

export const URL_DA_TRANSPARENCIA = '/api/publico/transparencia/portal';

/** /portal/transparencia: the institution's pages and what it published, by kind. */
export function PortalDaTransparencia() {
  const [portal, setPortal] = useState<PortalDaTransparenciaPublico | null>(null);
  const [aviso, setAviso] = useState('');
  const { idioma } = useIdioma();
  const t = useTextos(TEXTOS_DA_TRANSPARENCIA);

  useEffect(() => {
    buscar<PortalDaTransparenciaPublico>(URL_DA_TRANSPARENCIA).then(
      (p) => {
        setPortal(p);
        document.title = `${p.titulo} · ${p.instituicao.nome}`;
      },
      (e: unknown) => setAviso(e instanceof Error ? e.message : String(e)),
    );
  }, []);

  const data = (iso: string | null) => (iso ? formatarData(idioma, iso) : '');
  const tipos = TIPOS_DE_ITEM.filter((tipo) => portal?.itens.some((i) => i.tipo === tipo));
  return (
    <>
      <Cabecalho nome={portal?.instituicao.nome ?? ''} logoUrl={portal?.instituicao.logoUrl ?? null} />
      <main className="conteudo">
        <h1>{portal?.titulo ?? t.tituloPadrao}</h1>
        <p role="alert" className={aviso ? 'aviso' : undefined}>{mensagemNoIdioma(idioma, aviso)}</p>
        {portal && (
          <>
            <nav className="secoes" aria-label={t.secoes}>
              <ul>
                <li><a href="#quem-somos">{t.quemSomos}</a></li>
                <li><a href="#o-que-fazemos">{t.oQueFazemos}</a></li>
                <li><a href="#diretoria">{t.diretoria}</a></li>
                <li><a href="#transparencia">{t.transparencia}</a></li>
                <li><a href="#contato">{t.contato}</a></li>
              </ul>
            </nav>
            {portal.carrossel.length > 0 && (
              <div className="carrossel" role="region" aria-label={t.imagens} tabIndex={0}>
                {portal.carrossel.map((imagem) => (
                  <figure key={imagem.imagemUrl}>
                    <img src={imagem.imagemUrl} alt={imagem.legenda} />
                    <figcaption>{imagem.legenda}</figcaption>
                  </figure>
                ))}
              </div>
            )}
            <section id="quem-somos" aria-labelledby="t-quem-somos">
              <h2 id="t-quem-somos">{t.quemSomos}</h2>
              <Markdown texto={portal.quemSomos} />
            </section>
            <section id="o-que-fazemos" aria-labelledby="t-o-que-fazemos">
              <h2 id="t-o-que-fazemos">{t.oQueFazemos}</h2>
              <Markdown texto={portal.oQueFazemos} />
            </section>
            <section id="diretoria" aria-labelledby="t-diretoria">
              <h2 id="t-diretoria">{t.diretoria}</h2>
              <ul>
                {portal.diretoria.map((m) => (
                  <li key={`${m.nome}-${m.cargo}`}>
                    <strong>{m.nome}</strong>, {m.cargo}
                    {m.mandatoInicio && t.mandato(data(m.mandatoInicio), data(m.mandatoFim))}
                  </li>
                ))}
              </ul>
            </section>
            <section id="transparencia" aria-labelledby="t-transparencia">
              <h2 id="t-transparencia">{t.transparencia}</h2>
              {tipos.length === 0 && <p>{t.nenhumDocumento}</p>}
              {tipos.map((tipo) => (
                <section key={tipo} aria-labelledby={`tipo-${tipo}`}>
                  <h3 id={`tipo-${tipo}`}>{t.tipos[tipo]}</h3>
                  {portal.itens.filter((i) => i.tipo === tipo).map((i) => <Item key={i.id} item={i} />)}
                </section>
              ))}
              {portal.anexos.length > 0 && (
                <section aria-labelledby="t-anexos">
                  <h3 id="t-anexos">{t.outrosDocumentos}</h3>
                  <ul>
                    {portal.anexos.map((a) => (
                      <li key={a.id}>
                        <a href={a.arquivoUrl} rel="noopener noreferrer">{a.descricao}</a>
                      </li>
                    ))}
                  </ul>
                </section>
              )}
            </section>
            <section id="contato" aria-labelledby="t-contato">
              <h2 id="t-contato">{t.contato}</h2>
              <Markdown texto={portal.contato} />
            </section>
          </>
        )}
      </main>
    </>
  );
}
