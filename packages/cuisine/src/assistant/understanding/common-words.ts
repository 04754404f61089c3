// Everyday French words people type in a chat, folded (no accents), which typo correction must
// leave alone: without them « place » would become « glace » and « mange » « mangue ».
export const COMMON_WORDS = `
grumeau grumeaux tranche tranchee astuce enceinte grossesse allergique allergie allergies intolerant intolerante coeliaque
a ai as au aux avec avoir avez avons ont bah beaucoup bien c ca car ce ceci cela celle celui ces
cet cette chez ci comme comment d dans de des du donc dont elle elles en encore es est et etait
ete etre eu j je l la le les leur leurs lui m ma mais me meme mes moi mon n ne ni non nos notre
nous on ou oui par pas peu peut peux plus pour pourquoi qu quand que quel quelle quelles quels
qui quoi s sa sans se ses si son sont sous sur t ta te tes toi ton tous tout toute toutes tres
trop tu un une vos votre vous y suis sommes etes serait sera seront avais avait aurais aurait
donne donner donnes donnez propose proposer proposes proposez suggere suggerer conseille
conseiller cherche chercher cherches cherchez trouve trouver trouves trouvez veux veut voulez
voudrais voulais vouloir aimerais aime aimer aimez envie besoin besoins mange manger manges
mangez mangeons mangent cuisine cuisiner cuisines cuisinez prepare preparer prepares preparez
mettre mets met mettez mis peux pouvoir pouvez pourrais pourrait pourriez pourrai sais savoir
savez sait connais connaitre dire dis dit aide aider aides aidez help montre montrer montrez
explique expliquer expliquez utiliser utilise utilisez garder garde reste rester restent
restes fera ferai ferais faisons font ferait allez aller vais va vont viens venir part partir
prends prendre prend prenez ajoutes ajoutez mettrais changer change faudrait faudra falloir
faut fallait faire fais fait faites doit dois devez devoir passer laisser conserver congeler
decongeler rechauffer refroidir chauffer mijoter griller rotir frire couper eplucher emincer
hacher melanger battre fouetter petrir etaler verser retirer servir boire sentir ecrire lire
voir regarder penser pense penses pensez croire crois croyez sembler devenir arriver porter
parler demander demande repondre reponds essayer essaie commencer finir terminer continuer
oublier oublie rappeler rappelle enlever supprimer effacer modifier noter note raconte
raconter joue jouer gagne gagner perdu perdre marche marcher fonctionne acheter achete
quelque chose truc trucs machin genre style type plutot vraiment svp stp sil plait please pls
merci mercii thanks ok okay daccord super top genial parfait cool sympa bravo yes
aujourd hui hier ce soir matin apres avant midi week end weekend semaine jour jours mois annee
an ans heure heures minute minutes seconde secondes fois prochain prochaine dernier derniere
suivant maintenant toujours depuis pendant longtemps bientot tard tot vite ici haut bas
enfant enfants adulte adultes famille mari femme copain copine amis ami invites invite gens
bebe anniversaire fete soiree noel paques vacances ecole travail bureau lendemain
petit petite petits petites grand grande grands grandes gros grosse leger legere legers chaud
chaude chauds froid froide froids tiede bon bonne bons bonnes meilleur meilleure nouveau
nouvelle autre autres premier premiere excellent classique traditionnel traditionnelle
original originale special speciale different differente difficile complique compliquee long
longue doux douce sale salee epice epicee piquant piquante croustillant moelleux fondant
cremeux onctueux gourmand gourmande delicieux delicieuse economique cher chere budget prix
sante equilibre equilibree regime maigrir
deux trois quatre cinq six sept huit neuf dix douze quinze vingt trente cent mille demi demie
moitie quart tiers double
maison maman papa mamie grand mere pere enfance
tant autant assez environ presque seulement aussi deja jamais souvent parfois mieux moins
plusieurs quelques chaque certains lequel laquelle possible impossible probleme problemes
souci exemple exemples conseil conseils astuce astuces question questions reponse chose
choses monde place places match matchs blague blagues histoire meteo application appli compte
abonnement profil chef assistant poids nom nul nulle accompagner accompagnement
cru crus crue crues frais fraiche fraiches sec seche secs seches entier entiere moulu moulue
rape rapee cuits cuites fondu grille grillee
four poele casserole micro ondes cocotte mixeur robot plancha friteuse bouilloire moule
saladier assiette assiettes couteau planche fourchette magasin supermarche achats argent
saison saisons printemps ete automne hiver
`;
