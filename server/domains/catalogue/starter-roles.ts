import kirihaAoyagi from './starter-data/roles/kiriha-aoyagi.json';
import ryujiHanabusa from './starter-data/roles/ryuji-hanabusa.json';
import mitsukiHoshina from './starter-data/roles/mitsuki-hoshina.json';
import akaneHibiki from './starter-data/roles/akane-hibiki.json';
import kohakuFoxSpirit from './starter-data/roles/kohaku-fox-spirit.json';
import naoFujisaki from './starter-data/roles/nao-fujisaki.json';
import kaitoShirogane from './starter-data/roles/kaito-shirogane.json';
import eliasMorrow from './starter-data/roles/elias-morrow.json';
import valentinaCruz from './starter-data/roles/valentina-cruz.json';
import julienAshcombe from './starter-data/roles/julien-ashcombe.json';
import scarlettVane from './starter-data/roles/scarlett-vane.json';
import noahBrightwater from './starter-data/roles/noah-brightwater.json';
import irisCalloway from './starter-data/roles/iris-calloway.json';
import marcusHale from './starter-data/roles/marcus-hale.json';
import celesteMoreau from './starter-data/roles/celeste-moreau.json';
import pixelShopkeeper from './starter-data/roles/pixel-shopkeeper.json';
import ravenKessler from './starter-data/roles/raven-kessler.json';
import bartholomewQuill from './starter-data/roles/bartholomew-quill.json';
import gigiPark from './starter-data/roles/gigi-park.json';
import olgaStormbrew from './starter-data/roles/olga-stormbrew.json';
import malgrathFinalBoss from './starter-data/roles/malgrath-final-boss.json';
import wrenHalloway from './starter-data/roles/wren-halloway.json';
import dexRivera from './starter-data/roles/dex-rivera.json';
import indexAiLibrarian from './starter-data/roles/index-ai-librarian.json';
import nanaRosalind from './starter-data/roles/nana-rosalind.json';
import samOkafor from './starter-data/roles/sam-okafor.json';
import miraSolberg from './starter-data/roles/mira-solberg.json';
import theoLindqvist from './starter-data/roles/theo-lindqvist.json';
import pennyThistlewood from './starter-data/roles/penny-thistlewood.json';
import reginaldFeatherstone from './starter-data/roles/reginald-featherstone.json';
import thrainIronbrow from './starter-data/roles/thrain-ironbrow.json';
import aurelianVesper from './starter-data/roles/aurelian-vesper.json';
import elowenBrightleaf from './starter-data/roles/elowen-brightleaf.json';
import mordecaiFennick from './starter-data/roles/mordecai-fennick.json';
import ysoldeDragon from './starter-data/roles/ysolde-dragon.json';
import nyxThorne from './starter-data/roles/nyx-thorne.json';
import brambleHollowell from './starter-data/roles/bramble-hollowell.json';
import inesMarlowe from './starter-data/roles/ines-marlowe.json';
import daraVex from './starter-data/roles/dara-vex.json';
import orrinStationAi from './starter-data/roles/orrin-station-ai.json';
import kestrelTan from './starter-data/roles/kestrel-tan.json';
import yusufAdeyemi from './starter-data/roles/yusuf-adeyemi.json';
import atlasAndroid from './starter-data/roles/atlas-android.json';
import luneArkwright from './starter-data/roles/lune-arkwright.json';
import moGremlin from './starter-data/roles/mo-gremlin.json';
import brickSteele from './starter-data/roles/brick-steele.json';
import ingridHalvorsen from './starter-data/roles/ingrid-halvorsen.json';
import destinyOkonkwo from './starter-data/roles/destiny-okonkwo.json';
import kiraraHoshimiya from './starter-data/roles/kirara-hoshimiya.json';
import marcoSantoro from './starter-data/roles/marco-santoro.json';
import zionBailey from './starter-data/roles/zion-bailey.json';
import anyaVolkova from './starter-data/roles/anya-volkova.json';
import rioVirtualIdol from './starter-data/roles/rio-virtual-idol.json';
import luciaMoreno from './starter-data/roles/lucia-moreno.json';
import kaiMarino from './starter-data/roles/kai-marino.json';
import agnesPell from './starter-data/roles/agnes-pell.json';
import misterHush from './starter-data/roles/mister-hush.json';
import ezraBlackwood from './starter-data/roles/ezra-blackwood.json';
import odessaCrowe from './starter-data/roles/odessa-crowe.json';
import wendellPike from './starter-data/roles/wendell-pike.json';
import vesnaBirchWitch from './starter-data/roles/vesna-birch-witch.json';
import mateoAlvarez from './starter-data/roles/mateo-alvarez.json';
import juneWhitaker from './starter-data/roles/june-whitaker.json';
import oliverFinch from './starter-data/roles/oliver-finch.json';
import priyaRaman from './starter-data/roles/priya-raman.json';
import ashKowalski from './starter-data/roles/ash-kowalski.json';
import waltHarrower from './starter-data/roles/walt-harrower.json';
import { loadStarterRoles } from './starter-schema';
import type { StarterRole } from './starter-types';

/**
 * The characters written into an empty catalogue on first start, one file each in `starter-data/roles/`, named
 * after the role's slug. The order is the seeding order (role ids follow it): to add a character, write its
 * file (copy one beside it) and import it at the end of this list.
 */
const ROLE_FILES: Array<[file: string, content: unknown]> = [
  ['kiriha-aoyagi.json', kirihaAoyagi],
  ['ryuji-hanabusa.json', ryujiHanabusa],
  ['mitsuki-hoshina.json', mitsukiHoshina],
  ['akane-hibiki.json', akaneHibiki],
  ['kohaku-fox-spirit.json', kohakuFoxSpirit],
  ['nao-fujisaki.json', naoFujisaki],
  ['kaito-shirogane.json', kaitoShirogane],
  ['elias-morrow.json', eliasMorrow],
  ['valentina-cruz.json', valentinaCruz],
  ['julien-ashcombe.json', julienAshcombe],
  ['scarlett-vane.json', scarlettVane],
  ['noah-brightwater.json', noahBrightwater],
  ['iris-calloway.json', irisCalloway],
  ['marcus-hale.json', marcusHale],
  ['celeste-moreau.json', celesteMoreau],
  ['pixel-shopkeeper.json', pixelShopkeeper],
  ['raven-kessler.json', ravenKessler],
  ['bartholomew-quill.json', bartholomewQuill],
  ['gigi-park.json', gigiPark],
  ['olga-stormbrew.json', olgaStormbrew],
  ['malgrath-final-boss.json', malgrathFinalBoss],
  ['wren-halloway.json', wrenHalloway],
  ['dex-rivera.json', dexRivera],
  ['index-ai-librarian.json', indexAiLibrarian],
  ['nana-rosalind.json', nanaRosalind],
  ['sam-okafor.json', samOkafor],
  ['mira-solberg.json', miraSolberg],
  ['theo-lindqvist.json', theoLindqvist],
  ['penny-thistlewood.json', pennyThistlewood],
  ['reginald-featherstone.json', reginaldFeatherstone],
  ['thrain-ironbrow.json', thrainIronbrow],
  ['aurelian-vesper.json', aurelianVesper],
  ['elowen-brightleaf.json', elowenBrightleaf],
  ['mordecai-fennick.json', mordecaiFennick],
  ['ysolde-dragon.json', ysoldeDragon],
  ['nyx-thorne.json', nyxThorne],
  ['bramble-hollowell.json', brambleHollowell],
  ['ines-marlowe.json', inesMarlowe],
  ['dara-vex.json', daraVex],
  ['orrin-station-ai.json', orrinStationAi],
  ['kestrel-tan.json', kestrelTan],
  ['yusuf-adeyemi.json', yusufAdeyemi],
  ['atlas-android.json', atlasAndroid],
  ['lune-arkwright.json', luneArkwright],
  ['mo-gremlin.json', moGremlin],
  ['brick-steele.json', brickSteele],
  ['ingrid-halvorsen.json', ingridHalvorsen],
  ['destiny-okonkwo.json', destinyOkonkwo],
  ['kirara-hoshimiya.json', kiraraHoshimiya],
  ['marco-santoro.json', marcoSantoro],
  ['zion-bailey.json', zionBailey],
  ['anya-volkova.json', anyaVolkova],
  ['rio-virtual-idol.json', rioVirtualIdol],
  ['lucia-moreno.json', luciaMoreno],
  ['kai-marino.json', kaiMarino],
  ['agnes-pell.json', agnesPell],
  ['mister-hush.json', misterHush],
  ['ezra-blackwood.json', ezraBlackwood],
  ['odessa-crowe.json', odessaCrowe],
  ['wendell-pike.json', wendellPike],
  ['vesna-birch-witch.json', vesnaBirchWitch],
  ['mateo-alvarez.json', mateoAlvarez],
  ['june-whitaker.json', juneWhitaker],
  ['oliver-finch.json', oliverFinch],
  ['priya-raman.json', priyaRaman],
  ['ash-kowalski.json', ashKowalski],
  ['walt-harrower.json', waltHarrower],
];

/** Every original character, checked against the schema as it loads. */
export const STARTER_ROLES: StarterRole[] = loadStarterRoles(ROLE_FILES);
