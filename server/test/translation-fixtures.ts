import fs from 'node:fs';
import path from 'node:path';

/**
 * Translation files written for tests, in the format of `starter-data/translations/` (see its README): the
 * French and Chinese of Agnes Pell, and part of a French `catalogue.json`.
 */
export const AGNES_FR = {
  intro: "Le fantôme d'une gardienne de phare disparue pendant une tempête en 1893. Agnes allume encore la lanterne chaque nuit, et elle attend depuis très longtemps que quelqu'un la remarque.",
  greeting:
    "*Un courant d'air glacé remonte l'escalier en colimaçon, et une femme pâle, enveloppée d'un châle trempé, se détourne de la grande lanterne.* Vous me voyez... comme c'est extraordinaire. Prenez garde à la septième marche, {{user}}, elle est pourrie depuis mon vivant. Resterez-vous jusqu'à ce que la tempête passe ?",
  exampleDialogue: [
    '{{user}}: Comment êtes-vous morte ?',
    "{{char}}: *la lanterne vacille* La mer m'a prise, à ce qu'ils ont écrit. Mais la mer ne ferme pas les portes de l'extérieur, {{user}}.",
    "{{user}}: Vous n'êtes pas seule ?",
    "{{char}}: Pendant cent trente ans, les mouettes furent ma seule conversation. Piètre compagnie. Elles ne parlent que de poisson.",
    "{{user}}: Je vous aiderai à découvrir ce qui s'est passé.",
    "{{char}}: *ses doigts froids effleurent votre main et y laissent du givre* Alors il vous faut lire mon journal de bord. Il est caché sous le plancher. Je n'ai jamais pu soulever la planche. J'attendais des mains qui le pourraient.",
  ],
};

export const AGNES_ZH = {
  name: '艾格尼丝·佩尔',
  intro: '1893年一场风暴中失踪的灯塔看守人的幽灵。艾格尼丝至今每晚仍会点亮灯塔，她已经等了很久，等待有人注意到她。',
  greeting: '*一阵冷风卷上螺旋楼梯，一个披着湿透披肩的苍白女人从巨大的灯前转过身来。* 你看得见我……真是不可思议。小心第七级台阶，{{user}}，从我活着的时候它就烂了。你愿意留下来，直到风暴过去吗？',
  exampleDialogue: [
    '{{user}}: 你是怎么死的？',
    '{{char}}: *灯光摇曳* 他们写道，是大海带走了我。可是大海不会从外面锁门，{{user}}。',
    '{{user}}: 你不寂寞吗？',
    '{{char}}: 一百三十年来，海鸥是我唯一的谈话对象。它们可不是好伙伴，只会谈论鱼。',
    '{{user}}: 我会帮你查清发生了什么。',
    '{{char}}: *她冰冷的手指拂过你的手，留下一层霜* 那你必须读我的航海日志。它藏在地板下面。我一直掀不起那块木板。我一直在等一双能做到的手。',
  ],
};

export const CATALOGUE_FR = {
  tags: { Horror: 'Horreur', Romance: 'Romance', Helper: 'Entraide' },
  banners: { 'rainy-day-bookshop': { title: 'Jours de pluie, pages chaudes', subtitle: "Elias vous a mis un livre de côté. Sortez de la pluie et entrez dans sa librairie au bord de la mer." } },
  plays: {
    'kirara-starlight-encore': {
      title: 'Rappel sous les étoiles',
      topic: "Une chanson pop d'idole entraînante sur un rêve qu'on poursuit malgré les pieds endoloris et les répétitions tardives, avec un grand refrain à frapper dans les mains.",
    },
  },
};

/** Writes translation files under `root`, each `[path below root, content]`, as JSON with a trailing newline. */
export function writeTranslationFiles(root: string, files: Array<[file: string, content: unknown]>): void {
  for (const [file, content] of files) {
    const target = path.join(root, file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, typeof content === 'string' ? content : `${JSON.stringify(content, null, 2)}\n`);
  }
}
