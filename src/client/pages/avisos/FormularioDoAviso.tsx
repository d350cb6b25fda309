import { Field, Input, Radio, RadioGroup, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { MegaphoneRegular } from '@fluentui/react-icons';
import { ALCANCES_DO_AVISO, LIMITES_DO_AVISO, ROTULOS_DO_ALCANCE, type AlcanceDoAviso } from '../../../shared/api/avisos.ts';
import { ResumoDeErros } from '../../components/formulario/ResumoDeErros.tsx';
import { BotaoComCarregamento } from '../../components/loading-button/index.ts';
import { useT, useTraduzir } from '../../i18n/traducao.ts';
import { DateTimePickerWidget } from '../../widgets/date-time-picker/index.ts';
import { CampoDosDestinatarios } from '../mensagens/escrever/CampoDosDestinatarios.tsx';
import { CampoDasUnidades } from './CampoDasUnidades.tsx';
import { useFormularioDoAviso } from './useFormularioDoAviso.ts';
import { apresentacaoAvulsa } from '../../widgets/apresentacao.ts';

const useEstilos = makeStyles({
  formulario: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '860px', minWidth: 0 },
  data: { maxWidth: '240px' },
});

const estado = (erro: string | undefined) => (erro ? 'error' : 'none');

/** Title, plain-text body, to whom (all, units or chosen users) and until when. */
export function FormularioDoAviso() {
  const estilos = useEstilos();
  const t = useT();
  const traduzir = useTraduzir();
  const { valores, erros, mudar, publicar } = useFormularioDoAviso();
  const erroDe = (campo: string) => {
    const erro = erros[campo];
    return erro === undefined ? undefined : traduzir(erro);
  };
  const exibirAte = t('Exibir até');
  return (
    <form className={estilos.formulario} onSubmit={(e) => e.preventDefault()} noValidate>
      <Field label={t('Título')} required validationMessage={erroDe('titulo')} validationState={estado(erros.titulo)}>
        <Input value={valores.titulo} maxLength={LIMITES_DO_AVISO.titulo} onChange={(_, d) => mudar('titulo', d.value)} />
      </Field>
      <Field label={t('Texto')} required validationMessage={erroDe('texto')} validationState={estado(erros.texto)} hint={t('Texto simples; quebras de linha são mantidas.')}>
        <Textarea value={valores.texto} rows={8} resize="vertical" maxLength={LIMITES_DO_AVISO.texto} onChange={(_, d) => mudar('texto', d.value)} />
      </Field>
      <Field label={t('Destinatários')} required>
        <RadioGroup value={valores.alcance} onChange={(_, d) => mudar('alcance', d.value as AlcanceDoAviso)}>
          {ALCANCES_DO_AVISO.map((alcance) => (
            <Radio key={alcance} value={alcance} label={traduzir(ROTULOS_DO_ALCANCE[alcance])} />
          ))}
        </RadioGroup>
      </Field>
      {valores.alcance === 'UNIDADES' && <CampoDasUnidades valor={valores.unidades} onChange={(ids) => mudar('unidades', ids)} erro={erros.unidades} />}
      {valores.alcance === 'USUARIOS' && (
        <CampoDosDestinatarios id="aviso-usuarios" rotulo={t('Usuários')} valor={valores.usuarios} onChange={(u) => mudar('usuarios', u)} erro={erros.usuarios ?? null} desabilitado={false} />
      )}
      <div className={estilos.data}>
        <DateTimePickerWidget
          id="aviso-expiracao"
          campo="expiraEm"
          rotulo={exibirAte}
          valor={valores.expiraEm}
          onChange={(valor) => mudar('expiraEm', valor)}
          obrigatorio={false}
          desabilitado={false}
          erro={erroDe('expiraEm') ?? null}
          apresentacao={apresentacaoAvulsa('date-time-picker', exibirAte, { formato: 'date' })}
        />
      </div>
      <ResumoDeErros erros={erros} />
      <div>
        <BotaoComCarregamento appearance="primary" icon={<MegaphoneRegular />} onClick={publicar}>
          {t('Publicar')}
        </BotaoComCarregamento>
      </div>
    </form>
  );
}
