"""One option that cannot be read costs that option only, and the notice names it: a wrong type,
``NaN``, a number of 5,000 digits, a byte that is not UTF-8 — the other options stay as the player
set them, and the words the player reads say which one fell back (not "the defaults")."""

from __future__ import annotations

import pytest

from game import i18n
from game.i18n import phrases
from game.storage.files import DataDir
from game.storage.settings import SETTINGS_FILE, Settings, load_settings

KEPT = b'"animation_speed": "off", "auto_play": false, "felt": "blue"'


@pytest.mark.parametrize(("bad", "option"), [
    (b'"sound": "loud"', "option.sound"),                # a wrong type
    (b'"sound": NaN', "option.sound"),                  # not a number JSON allows
    (b'"sound": ' + b"7" * 5000, "option.sound"),       # past Python's digit limit for int()
    (b'"language": "d\xffe"', "option.language"),       # a byte that is not UTF-8
])
def test_one_bad_option_costs_only_itself_and_is_named(tmp_path, bad, option):
    folder = DataDir(tmp_path)
    (tmp_path / SETTINGS_FILE).write_bytes(b'{"version": 1, ' + KEPT + b", " + bad + b"}")
    settings = load_settings(folder, ["en"])
    assert (settings.animation_speed, settings.auto_play, settings.felt) == ("off", False, "blue")
    notices = folder.take_notices()
    assert len(notices) == 1
    notice = notices[0]
    i18n.set_language("en")
    text = phrases.notice_text(notice.problem.value, notice.not_kept, notice.file, notice.kept_as,
                               str(tmp_path), notice.names)
    assert i18n.tr(option) in text
    assert "uses the defaults" not in text
    again = load_settings(DataDir(tmp_path), ["en"])       # what was kept is saved: the next start has it
    assert (again.animation_speed, again.auto_play, again.felt) == ("off", False, "blue")
    assert again == Settings.defaults(["en"]).with_changes(animation_speed="off", auto_play=False, felt="blue",
                                                           language=again.language)
