"""``--speech-log`` never names one of the game's own files: a transcript path in the data folder
(directly, through a symbolic link, or a hard link to one of its files) is refused at the start
with a clear message, before anything is written; a path elsewhere is taken."""

from __future__ import annotations

import os

import pytest

from game.app.cli import parse_args


@pytest.fixture
def folder(tmp_path):
    data = tmp_path / "data"
    data.mkdir()
    (data / "statistics.json").write_text('{"version": 1, "variants": {}}', encoding="utf-8")
    return data


def _refused(argv, capsys) -> str:
    with pytest.raises(SystemExit) as ended:
        parse_args(argv)
    assert ended.value.code == 2
    return capsys.readouterr().err


@pytest.mark.parametrize("how", ["the statistics", "a new file there", "a link into it", "a hard link"])
def test_a_transcript_in_the_data_folder_is_refused(folder, tmp_path, capsys, how):
    statistics = folder / "statistics.json"
    before = statistics.read_bytes()
    if how == "the statistics":
        log = statistics
    elif how == "a new file there":
        log = folder / "said.txt"
    elif how == "a link into it":
        (tmp_path / "elsewhere").symlink_to(folder)
        log = tmp_path / "elsewhere" / "statistics.json"
    else:
        log = tmp_path / "said.txt"
        os.link(statistics, log)
    error = _refused(["--data-dir", str(folder), "--speech-log", str(log)], capsys)
    assert "--speech-log" in error and "data folder" in error
    assert statistics.read_bytes() == before


def test_a_transcript_elsewhere_is_taken(folder, tmp_path):
    config = parse_args(["--data-dir", str(folder), "--speech-log", str(tmp_path / "said.txt")])
    assert config.speech_log == tmp_path / "said.txt"
