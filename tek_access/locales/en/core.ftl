# The shared front end's words, English (the reference language: every other language falls back here).
# Comments say where a message is used; keep lines short, most important word first.

## Lists: "Red, Blue and Green"
list-and = { $head } and { $last }
list-separator = {", "}

## Who and whose, in the viewer's perspective
who-you = You
whose-you = your

## Choosing the language
language-unknown = No language called { $code }. Languages: { $languages }.
language-now = Language: { $language }.
