import { useEffect, useMemo } from 'react';
import { Link, SearchBox, Text, Title2, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useSearchParams } from 'react-router-dom';
import { TextoFormatado } from '../../components/texto/TextoFormatado.tsx';
import { useT } from '../../i18n/traducao.ts';
import { PAGINAS_DE_AJUDA, pesquisarAjuda, trechoDaBusca, urlDaImagemDeAjuda } from './paginas.ts';

const useEstilos = makeStyles({
  pagina: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  corpo: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 260px) minmax(0, 1fr)',
    gap: tokens.spacingHorizontalXXL,
    alignItems: 'start',
    '@media (max-width: 767px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  indice: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  paginas: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  item: { padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`, borderRadius: tokens.borderRadiusMedium },
  atual: { backgroundColor: tokens.colorNeutralBackground1Selected },
  trecho: { display: 'block', color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  conteudo: { minWidth: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  titulo: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
});

/** The help pages of every module, searchable (ignoring accents and case); the page open is in the URL. */
export function AjudaPage() {
  const estilos = useEstilos();
  const t = useT();
  const [params, setParams] = useSearchParams();
  const busca = params.get('q') ?? '';
  const encontradas = useMemo(() => pesquisarAjuda(PAGINAS_DE_AJUDA, busca), [busca]);
  const aberta = PAGINAS_DE_AJUDA.find((p) => p.slug === params.get('pagina')) ?? encontradas[0] ?? PAGINAS_DE_AJUDA[0];
  // The help pages' own texts (docs/ajuda) stay as written, in pt-BR.
  const ajuda = t('Ajuda');
  useEffect(() => {
    document.title = `${aberta ? `${aberta.titulo} - ` : ''}${ajuda} - Alicerce`;
  }, [aberta, ajuda]);

  const mudar = (mudanca: { q?: string; pagina?: string }) => {
    const proximos = new URLSearchParams(params);
    for (const [chave, valor] of Object.entries(mudanca)) {
      if (valor) proximos.set(chave, valor);
      else proximos.delete(chave);
    }
    setParams(proximos, { replace: mudanca.q !== undefined });
  };

  return (
    <div className={estilos.pagina}>
      <Title2 as="h1">{ajuda}</Title2>
      <div className={estilos.corpo}>
        <nav className={estilos.indice} aria-label={t('Páginas de ajuda')}>
          <SearchBox
            aria-label={t('Pesquisar na ajuda')}
            placeholder={t('Pesquisar na ajuda')}
            value={busca}
            onChange={(_, d) => mudar({ q: d.value, pagina: '' })}
          />
          {encontradas.length === 0 ? (
            <Text role="status">{t('Nenhuma página fala de “{busca}”.', { busca })}</Text>
          ) : (
            <ul className={estilos.paginas}>
              {encontradas.map((p) => {
                const trecho = busca ? trechoDaBusca(p, busca) : null;
                const atual = p.slug === aberta?.slug;
                return (
                  <li key={p.slug} className={mergeClasses(estilos.item, atual && estilos.atual)}>
                    <Link
                      href={`#/ajuda?${new URLSearchParams({ ...(busca ? { q: busca } : {}), pagina: p.slug }).toString()}`}
                      aria-current={atual ? 'page' : undefined}
                      onClick={(e) => {
                        e.preventDefault();
                        mudar({ pagina: p.slug });
                      }}
                    >
                      {p.titulo}
                    </Link>
                    {trecho && <Text className={estilos.trecho}>{trecho}</Text>}
                  </li>
                );
              })}
            </ul>
          )}
        </nav>
        {aberta && (
          <article className={estilos.conteudo} aria-labelledby="ajuda-titulo">
            <h2 id="ajuda-titulo" className={estilos.titulo}>
              {aberta.titulo}
            </h2>
            <TextoFormatado blocos={aberta.blocos} nivelInicial={2} urlDaImagem={urlDaImagemDeAjuda} />
          </article>
        )}
      </div>
    </div>
  );
}
