import { Subtitle1 } from '@fluentui/react-components';
import type { SecaoResolvida } from '../../../shared/engine/tela-resolvida.ts';
import { estadoDoCampo } from '../../../shared/engine/estado-do-campo.ts';
import { filtroDaReferenciaDoRegistro, filtroDependeDoRegistro } from '../../../shared/engine/filtro-da-referencia.ts';
import { valueAtPath } from '../../../shared/validation/index.ts';
import { Aviso } from '../../components/feedback/Aviso.tsx';
import { CampoDaTela } from './CampoDaTela.tsx';
import { useEstilosDoFormulario } from './estilos.ts';
import type { ErrosDoFormulario } from './useFormularioDaTela.ts';
import type { Valores } from './valores.ts';

export interface SecaoDaTelaProps {
  secao: SecaoResolvida;
  /** The prefix of the fields' DOM ids. */
  prefixo: string;
  valores: Valores;
  /** The record as stored (null for a new one), which somenteLeituraSe reads. */
  armazenado: Valores | null;
  erros: ErrosDoFormulario;
  somenteLeitura: boolean;
  onAlterar(campo: string, valor: unknown): void;
  onSair(campo: string): void;
}

export const idDoCampo = (prefixo: string, campo: string) => `${prefixo}-${campo.replace(/[^\w-]/g, '-')}`;

/** A section's title, why its state makes fields read only (motivoSomenteLeitura), and its visible fields (configuration and state rules) on the 12-column grid, each required or read-only as its state says. */
export function SecaoDaTela({ secao, prefixo, valores, armazenado, erros, somenteLeitura, onAlterar, onSair }: SecaoDaTelaProps) {
  const estilos = useEstilosDoFormulario();
  const campos = secao.campos.map((campo) => ({ campo, estado: estadoDoCampo(campo, valores, armazenado) })).filter(({ estado }) => estado.visivel);
  if (campos.length === 0) return null;
  // Why the record's state keeps fields of the section read only, each reason once.
  const motivos = [...new Set(campos.flatMap(({ campo, estado }) => (estado.somenteLeitura && campo.motivoSomenteLeitura !== null ? [campo.motivoSomenteLeitura] : [])))];
  const idDoTitulo = `${prefixo}-secao-${secao.nome}`;
  // A section named like its one field (Anexos) says the name once: its heading names the field.
  const nomeadoPeloTitulo = campos.length === 1 && secao.titulo !== null && campos[0]?.campo.titulo === secao.titulo;
  return (
    <section className={estilos.secao} aria-labelledby={secao.titulo ? idDoTitulo : undefined}>
      {secao.titulo && (
        <Subtitle1 as="h2" id={idDoTitulo}>
          {secao.titulo}
        </Subtitle1>
      )}
      {motivos.map((motivo) => (
        <Aviso key={motivo} intent="info">
          {motivo}
        </Aviso>
      ))}
      <div className={estilos.grade}>
        {campos.map(({ campo, estado }) => (
          <CampoDaTela
            key={campo.campo}
            id={idDoCampo(prefixo, campo.campo)}
            idDoRotulo={nomeadoPeloTitulo ? idDoTitulo : undefined}
            campo={campo}
            valor={valueAtPath(valores, campo.campo)}
            erro={erros[campo.campo] ?? null}
            obrigatorio={estado.obrigatorio}
            desabilitado={somenteLeitura || estado.somenteLeitura}
            filtroDoRegistro={filtroDependeDoRegistro(campo.filtroDaReferencia) ? JSON.stringify(filtroDaReferenciaDoRegistro(campo.filtroDaReferencia, valores) ?? null) : undefined}
            onAlterar={onAlterar}
            onSair={onSair}
          />
        ))}
      </div>
    </section>
  );
}
