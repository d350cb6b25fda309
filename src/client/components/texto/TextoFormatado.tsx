import { Fragment, type ReactNode } from 'react';
import { Link, makeStyles, tokens } from '@fluentui/react-components';
import type { Bloco, Inline } from '../../../shared/texto/markdown.ts';

const useEstilos = makeStyles({
  texto: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, lineHeight: tokens.lineHeightBase400, maxWidth: '80ch' },
  titulo: { margin: `${tokens.spacingVerticalM} 0 0`, fontWeight: tokens.fontWeightSemibold },
  paragrafo: { margin: 0 },
  lista: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXXL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  codigo: { fontFamily: tokens.fontFamilyMonospace, backgroundColor: tokens.colorNeutralBackground3, padding: `0 ${tokens.spacingHorizontalXS}`, borderRadius: tokens.borderRadiusSmall },
  imagem: { maxWidth: '100%', height: 'auto', border: `1px solid ${tokens.colorNeutralStroke2}`, borderRadius: tokens.borderRadiusMedium },
});

export interface TextoFormatadoProps {
  blocos: readonly Bloco[];
  /** The heading level of the text's level-1 headings (2 when the page's own h1 comes first; 1 when the text's title is left out). */
  nivelInicial?: 1 | 2 | 3;
  /** Where an image of the text is served; an image it cannot place is left out. */
  urlDaImagem?(src: string): string | null;
}

function Inlines({ filhos }: { filhos: readonly Inline[] }): ReactNode {
  const estilos = useEstilos();
  return filhos.map((f, i) => {
    switch (f.tipo) {
      case 'texto':
        return <Fragment key={i}>{f.texto}</Fragment>;
      case 'codigo':
        return <code key={i} className={estilos.codigo}>{f.texto}</code>;
      case 'negrito':
        return <strong key={i}><Inlines filhos={f.filhos} /></strong>;
      case 'italico':
        return <em key={i}><Inlines filhos={f.filhos} /></em>;
      case 'link': {
        const externo = /^(https?:|mailto:)/i.test(f.href);
        return (
          <Link key={i} href={f.href} {...(externo ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
            <Inlines filhos={f.filhos} />
          </Link>
        );
      }
    }
  });
}

/** A text of the app (release notes, help, privacy policy) as React elements: nothing in it can run. */
export function TextoFormatado({ blocos, nivelInicial = 2, urlDaImagem }: TextoFormatadoProps) {
  const estilos = useEstilos();
  return (
    <div className={estilos.texto}>
      {blocos.map((bloco, i) => {
        switch (bloco.tipo) {
          case 'titulo': {
            const Titulo = `h${Math.min(6, bloco.nivel + nivelInicial - 1)}` as 'h2';
            return (
              <Titulo key={i} className={estilos.titulo}>
                <Inlines filhos={bloco.filhos} />
              </Titulo>
            );
          }
          case 'paragrafo':
            return (
              <p key={i} className={estilos.paragrafo}>
                <Inlines filhos={bloco.filhos} />
              </p>
            );
          case 'lista': {
            const Lista = bloco.ordenada ? 'ol' : 'ul';
            return (
              <Lista key={i} className={estilos.lista}>
                {bloco.itens.map((item, j) => (
                  <li key={j}>
                    <Inlines filhos={item} />
                  </li>
                ))}
              </Lista>
            );
          }
          case 'imagem': {
            const url = urlDaImagem?.(bloco.src) ?? null;
            return url === null ? null : <img key={i} className={estilos.imagem} src={url} alt={bloco.alt} loading="lazy" />;
          }
        }
      })}
    </div>
  );
}
