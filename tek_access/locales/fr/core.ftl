# Les mots communs de l'interface, en français.

## Listes : « Rouge, Bleu et Vert »
list-and = { $head } et { $last }
list-separator = {", "}

## Qui et à qui, du point de vue du joueur
who-you = Vous
whose-you = votre

## Choisir la langue
language-unknown = Pas de langue { $code }. Langues : { $languages }.
language-now = Langue : { $language }.
