import { MENSAGENS } from '../../../shared/messages.ts';
import { useTraduzir } from '../../i18n/traducao.ts';
import { Aviso } from '../feedback/Aviso.tsx';

interface ResumoDeErrosProps {
  /** The form's field errors now shown, by field (a field without one may hold nothing). */
  erros: Readonly<Record<string, string | null | undefined>>;
  /**
   * For a form that also judges a field as the user leaves it: whether a submit was tried.
   * A form that judges its fields only on submit (its errors come from a submit) leaves it out.
   */
  submetido?: boolean;
}

/**
 * The form-level error of every form (specification, section 5): 'Existem erros no formulário,
 * revise-o salve novamente.', shown from a submit that found errors (the shared rules' or the
 * server's) until no field error is left. It is announced to screen readers as it appears.
 */
export function ResumoDeErros({ erros, submetido = true }: ResumoDeErrosProps) {
  const traduzir = useTraduzir();
  if (!submetido || !Object.values(erros).some(Boolean)) return null;
  return <Aviso intent="error">{traduzir(MENSAGENS.errosFormulario)}</Aviso>;
}
