"""Writes chat_corpus.txt: ordinary Discord chat the bot must never answer.

Deterministic (fixed seed), so the corpus only changes when this script does.  It mixes
hand-written lines from Wordle channels (talk *about* the game, results without grids,
five-letter words in sentences, lone emoji) with templated everyday chat, links, mentions,
code, numbers and other games.  Run: python tests/bot/data/make_chat_corpus.py
"""

import random
from pathlib import Path

HAND_WRITTEN = """\
crane is a bird
I got it in 4/6!
lol 🟩
crane
12345
20012
https://www.nytimes.com/games/wordle/index.html
wordle was brutal today
anyone else start with ADIEU?
I always open with SLATE tbh
got it in 3 🎉
X/6 today, I'm done
6/6 phew
4/6 again
the answer was so obvious in hindsight
no spoilers please!!
don't spoil it, I haven't played yet
who else failed today's wordle
🟩🟩🟩
🟨
⬛⬛⬛
🟩🟩🟩🟩🟩
green green yellow grey grey
is "crane" really the best opener?
stare vs raise vs crane, fight
I used CRANE then SLOTH
my streak is 120 days 🔥
streak broken :(
hard mode is hard
Wordle 1,234 was a tough one
Wordle today was easy
wordle 1234 lol
got the wordle in 2!!
Wordle #1,234
today's wordle had a double letter
the double letters always get me
five letter words are tricky
TRACE is statistically great
ok
lol
lmao
gg
nice
wow
hi everyone
good morning ☀️
brb
afk
:)
:(
:green_square:
:yellow_square: lol
<@123456789012345678> did you play yet?
@everyone wordle time
<#987654321098765432>
<:wordle:123456789012345678>
10/10 would play again
3/6 baby
2/6 lucky guess
1/6??? cheater
x/6
X
4
42
2022
100%
width=100
timeout=30
limit=1000
x=1
a = 12345
print("hello")
```python
for i in range(10):
```
git commit -m "fix"
SELECT * FROM users;
rm -rf node_modules
npm install
pip install discord.py
the build failed again
tests are green
all green on CI
yellow card for that comment
black and white photo
green tea > coffee
hello there
hello HELLO
HELLO
Hello!
TRAIN
Train
train 10 times
about 50 people came
around 10 pm
call me at 555 0100
room 2012
class of 2021
version 2.0.1
v1.2.3
1.234
1,234
4/6
5/6*
3/6*
Wordle
wordle?
wordle!
WORDLE
Quordle is harder
Octordle 8/13 lol
I love dordle
Connections today was hard
🟪🟪🟪🟪
🟦🟦🟦🟦
🟡🟢⚫
✅✅✅
🔥🔥🔥
😂😂😂😂😂
👍
""".splitlines()

NAMES = ["alice", "bob", "carol", "dave", "erin", "frank", "grace", "heidi", "ivan", "judy"]
FIVES = [
    "crane",
    "slate",
    "adieu",
    "raise",
    "stare",
    "trace",
    "roate",
    "soare",
    "audio",
    "pizza",
    "happy",
    "thing",
    "water",
    "house",
    "plant",
    "music",
    "train",
    "beach",
    "lemon",
    "ghost",
    "sugar",
    "tiger",
    "movie",
    "party",
    "cloud",
    "smile",
    "bread",
]
TOPICS = [
    "the game",
    "dinner",
    "the meeting",
    "my cat",
    "the weather",
    "this song",
    "the new update",
    "work",
    "school",
    "the match",
    "that movie",
    "the server",
]
EMOJI = ["😂", "🎉", "🔥", "👍", "🙃", "😭", "💀", "✨", "🤔", "😎", "🟩", "🟨", "⬛", "⬜"]
TEMPLATES = [
    "{name} what did you get?",
    "{name} started with {five} again",
    "I tried {five} first",
    "{five} was my second guess",
    "is {five} a good opener",
    "{five} {five} {five}",
    "{five} is a word",
    "{Five}!",
    "{FIVE}",
    "{five}?",
    "got it in {n}/6",
    "{n}/6 {emoji}",
    "{n} guesses today",
    "Wordle {num} {n}/6 was hard",
    "wordle {num}",
    "puzzle {num} was weird",
    "see you at {n} pm",
    "{num} points!",
    "{emoji}",
    "{emoji}{emoji}{emoji}",
    "{emoji} {emoji}",
    "what do you think about {topic}?",
    "{topic} was great",
    "ugh {topic}",
    "{name}: {topic} tomorrow?",
    "https://example.com/{five}/{num}",
    "<https://discord.gg/{five}>",
    "<@{snowflake}> {five}",
    "<@&{snowflake}> ping",
    "check out {five}.com",
    "{five} = {n}",
    "{five}={num}",
    "score: {num}",
    "{n}-{n}",
    "{n}:{n}{n}",
    "{num}",
    "the answer was not {five}",
    "was it {five} or {five}?",
    "my guesses: {five}, {five}, {five}",
    "{five} then {five} then {five}",
    "green on the first letter of {five}",
    "yellow {five} grey {five}",
    "{name} got it in {n} with {five}",
    "lol {emoji}",
    "{five} {n}{n}{n}",
    "{five} {digits9}",
    "{Five} {Five}",
    "> {five} is a bird",
    "**{five}**",
    "||{five}||",
    "`{five}`",
]


def main() -> None:
    rng = random.Random(20211019)
    lines = list(HAND_WRITTEN)
    seen = set(lines)
    while len(lines) < 2200:
        template = rng.choice(TEMPLATES)
        five = rng.choice(FIVES)
        line = template.format_map(
            {
                "name": rng.choice(NAMES),
                "five": five,
                "Five": five.title(),
                "FIVE": five.upper(),
                "topic": rng.choice(TOPICS),
                "emoji": rng.choice(EMOJI),
                "n": rng.randint(1, 9),
                "num": rng.choice(
                    [rng.randint(0, 99), rng.randint(100, 2000), rng.randint(1000, 99999)]
                ),
                "snowflake": rng.randint(10**17, 10**18),
                # any digits but a clean 0/1/2 score of exactly five
                "digits9": "".join(rng.choice("3456789") for _ in range(rng.randint(3, 6))),
            }
        )
        if line not in seen:
            seen.add(line)
            lines.append(line)
    out = Path(__file__).with_name("chat_corpus.txt")
    out.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"wrote {len(lines)} lines to {out}")


if __name__ == "__main__":
    main()
