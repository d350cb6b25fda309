import { useState } from 'react';
import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { EditRegular } from '@fluentui/react-icons';
import { useT, useTraduzir } from '../../i18n/traducao.ts';
import { textoOuNulo } from '../../widgets/shared/texto.ts';

const useEstilos = makeStyles({
  definido: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, minHeight: '32px' },
  pontos: { letterSpacing: '0.2em' },
  controle: { width: '100%', minWidth: 0 },
});

interface CampoSecretoProps {
  id: string;
  rotulo: string;
  /** What is typed; never the value in force, which the server does not send. */
  valor: unknown;
  /** A value is in force. */
  definido: boolean;
  erro: string | null;
  desabilitado: boolean;
  onAlterar(valor: string | null): void;
  onSair(): void;
}

/**
 * A write-only setting (a password): one in force shows as dots with "Alterar", which opens an
 * empty input; left empty, the value in force stays. None in force: the input at once.
 */
export function CampoSecreto({ id, rotulo, valor, definido, erro, desabilitado, onAlterar, onSair }: CampoSecretoProps) {
  const estilos = useEstilos();
  const t = useT();
  const traduzir = useTraduzir();
  const [alterando, setAlterando] = useState(false);
  const mensagem = erro === null ? undefined : traduzir(erro);
  if (definido && !alterando) {
    return (
      <Field label={{ children: rotulo, htmlFor: id }} validationMessage={mensagem}>
        <div className={estilos.definido}>
          <span id={id} className={estilos.pontos} aria-label={t('{campo}: definida', { campo: rotulo })}>
            ••••••••
          </span>
          {!desabilitado && (
            <Button size="small" icon={<EditRegular />} aria-label={t('Alterar {campo}', { campo: rotulo })} onClick={() => setAlterando(true)}>
              {t('Alterar')}
            </Button>
          )}
        </div>
      </Field>
    );
  }
  return (
    <Field label={{ children: rotulo, htmlFor: id }} hint={definido ? t('Em branco, continua a atual.') : undefined} validationMessage={mensagem}>
      <Input
        id={id}
        type="password"
        className={estilos.controle}
        autoComplete="new-password"
        disabled={desabilitado}
        value={typeof valor === 'string' ? valor : ''}
        onChange={(_, d) => onAlterar(textoOuNulo(d.value))}
        onBlur={onSair}
      />
    </Field>
  );
}
