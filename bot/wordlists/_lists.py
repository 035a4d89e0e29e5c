"""A server's own word list (/wordlist): uploaded by its admins as text files, checked in
full (every problem said, nothing kept unless all is right), stored in the database so
every process and shard sees it, and written where the engines read it (this process's
and the heavy lane's) whenever a game here needs it."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from typing import Any

from bot.domain import Reply, Upload
from bot.i18n import t
from bot.lanes import Engines
from bot.settings import Settings
from bot.wordlists import _replies as say
from bot.wordlists._check import Lists, check
from bot.wordlists._store import ListStore
from solver import (
    SERVER,
    BoundedCache,
    Variant,
    has_uploaded,
    save_uploaded,
    server_digest,
    server_variant,
)

READY_KEPT = 256  # lists this process knows are on disk (one check per game, not per paste)


class ServerLists:
    def __init__(
        self, store: ListStore, settings: Settings, engines: Engines, clock: Callable[[], float]
    ) -> None:
        self.store = store
        self.settings = settings
        self.engines = engines
        self.clock = clock
        self._ready: BoundedCache[str, bool] = BoundedCache("word lists on disk", READY_KEPT)

    async def change(self, guild_id: int | None, options: dict[str, Any]) -> Reply:
        """Show the server's list, take a new one, or remove it."""
        if guild_id is None:
            return say.only_in_a_server()
        answers, guesses = options.get("answers"), options.get("guesses")
        if options.get("remove"):
            had = await self.settings.word_list(guild_id)
            unset: dict[str, Any] = {"word_list": None}
            if (await self.settings.of(guild_id)).game == SERVER:
                unset["game"] = None  # its games go back to Wordle
            await self.settings.put(guild_id, unset)
            return say.removed(had is not None)
        if answers is None:
            if guesses is not None:
                return say.refused([t("give the answers file too: `answers:` with `guesses:`")])
            return await self._shown(guild_id)
        return await self._take(guild_id, answers, guesses)

    async def _shown(self, guild_id: int) -> Reply:
        variant = await self.settings.word_list(guild_id)
        if variant is None:
            return say.shown(None, 0, 0, 0)
        await self.ensure(variant)  # another process may have taken it
        solver = await asyncio.to_thread(self.engines.solver, variant.words.name)
        return say.shown(variant.name, len(solver.answers), len(solver.guesses), variant.length)

    async def _take(self, guild_id: int, answers: Upload, guesses: Upload | None) -> Reply:
        started = time.perf_counter()
        checked = await asyncio.to_thread(check, answers, guesses)
        if not isinstance(checked, Lists):
            return say.refused(checked)
        variant = server_variant(checked.digest, checked.length)
        await self.store.put_word_list(
            checked.digest,
            checked.length,
            checked.text(guesses=False),
            checked.text(guesses=True),
            guild_id,
            self.clock(),
        )
        await asyncio.to_thread(save_uploaded, variant.words, *map(checked.text, (False, True)))
        self._ready.put(variant.name, True)
        await asyncio.to_thread(self._solver, variant)  # its table, before the first game
        await self.settings.put(guild_id, {"word_list": variant.name, "game": SERVER})
        seconds = time.perf_counter() - started
        return say.taken(len(checked.answers), len(checked.guesses), checked.length, seconds)

    def _solver(self, variant: Variant) -> Any:
        solver = self.engines.solver(variant.words.name)
        solver.table  # noqa: B018 (builds it)
        return solver

    async def ensure(self, variant: Variant) -> None:
        """A server's list on disk where the engines read it (another process, or a start
        on an empty cache folder, may not have it yet)."""
        digest = server_digest(variant)
        if digest is None or self._ready.get(variant.name):
            return
        if not await asyncio.to_thread(has_uploaded, variant.words):
            stored = await self.store.word_list(digest)
            if stored is None:
                raise LookupError(f"no stored word list {digest}")
            await asyncio.to_thread(save_uploaded, variant.words, *stored)
        self._ready.put(variant.name, True)
