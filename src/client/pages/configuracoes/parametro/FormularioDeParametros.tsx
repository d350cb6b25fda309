import { Button, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { CATALOGO_DE_PARAMETROS, SECOES_DE_PARAMETROS, type EstadosDosParametros, type SecaoDeParametros } from '../../../../shared/api/parametros.ts';
import { ignoreShownError } from '../../../api/ignoreShownError.ts';
import { ResumoDeErros } from '../../../components/formulario/ResumoDeErros.tsx';
import { useT, useTraduzir } from '../../../i18n/traducao.ts';
import { CampoDoParametro } from './CampoDoParametro.tsx';
import { EntradaDoLogo } from './EntradaDoLogo.tsx';
import { useFormularioDeParametros } from './useFormularioDeParametros.ts';

const useEstilos = makeStyles({
  formulario: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  secao: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalL,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  titulo: { margin: 0 },
  acoes: { display: 'flex', justifyContent: 'flex-end' },
});

const SECOES = Object.keys(SECOES_DE_PARAMETROS) as SecaoDeParametros[];

/** The parameters grouped in sections; "Salvar" sends only what changed. */
export function FormularioDeParametros({ estados, podeEditar }: { estados: EstadosDosParametros; podeEditar: boolean }) {
  const estilos = useEstilos();
  const t = useT();
  const traduzir = useTraduzir();
  const form = useFormularioDeParametros(estados);
  return (
    <form
      className={estilos.formulario}
      aria-label={t('Parâmetros da instituição')}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void form.salvar().catch(ignoreShownError);
      }}
    >
      {SECOES.map((secao) => (
        <section key={secao} className={estilos.secao} aria-labelledby={`secao-${secao}`}>
          <Title3 as="h2" id={`secao-${secao}`} className={estilos.titulo}>
            {traduzir(SECOES_DE_PARAMETROS[secao])}
          </Title3>
          {CATALOGO_DE_PARAMETROS.filter((def) => def.secao === secao).map((def) => (
            <CampoDoParametro
              key={def.chave}
              def={def}
              estado={estados[def.chave]}
              valor={form.rascunho[def.chave]}
              erro={form.erros[def.chave]}
              podeEditar={podeEditar}
              onAlterar={(valor) => form.alterar(def.chave, valor)}
              onRestaurar={() => form.restaurar(def.chave).catch(ignoreShownError)}
              entrada={def.tipo === 'imagem' ? <EntradaDoLogo logo={estados.logo.valor} podeEditar={podeEditar} onEnviado={form.aplicar} /> : undefined}
            />
          ))}
        </section>
      ))}
      <ResumoDeErros erros={form.erros} />
      {podeEditar && (
        <div className={estilos.acoes}>
          <Button appearance="primary" type="submit" disabled={form.alterados === 0} disabledFocusable={form.salvando}>
            {t('Salvar')}
          </Button>
        </div>
      )}
    </form>
  );
}
