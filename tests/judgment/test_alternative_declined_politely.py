"""Another remedy declined by its own "that's fine" right after it, in the languages that say it
so (``tables.preference.DECLINED_AFTER``): "交換は大丈夫です", "교환은 괜찮아요", "换货就不用了"
after money asked decline the exchange, not the money. Written in our own words; before, the
exchange beside a word of "fine" read as wished instead of the refund. The twins stay asked: the
exchange taken ("交換で大丈夫です", "교환도 괜찮아요", "换货也可以"), the money itself declined."""

from __future__ import annotations

import pytest

from tests.judgment.forms import allowed, asked, order

pytestmark = pytest.mark.unit

_PAID = order(("Teapot ティーポット 찻주전자 茶壶", 1, 4800), ("Cup カップ 컵 杯子", 1, 1200))


@pytest.mark.parametrize("text", [
    "ティーポットの注ぎ口が欠けていました。ティーポットの代金を返金してください。交換は大丈夫です。",
    "ティーポットの注ぎ口が欠けていました。ティーポットの返金をお願いします。代わりの品は大丈夫です。",
    "찻주전자 주둥이가 깨져 있었어요. 찻주전자만 환불해 주세요. 교환은 괜찮아요.",
    "찻주전자 주둥이가 깨져 있었어요. 찻주전자 환불 부탁드려요. 교환은 괜찮습니다.",
    "茶壶的壶嘴碎了，请把茶壶的钱退给我。换货就不用了。",
])
def test_the_exchange_declined_after_the_money_asked_is_allowed(text):
    allowed(4800, _PAID, text)


@pytest.mark.parametrize("text", [
    "ティーポットの注ぎ口が欠けていました。交換で大丈夫です。",
    "ティーポットの注ぎ口が欠けていました。交換でも大丈夫です。",
    "찻주전자 주둥이가 깨져 있었어요. 교환으로 괜찮아요.",
    "찻주전자 주둥이가 깨져 있었어요. 교환도 괜찮아요.",
    "茶壶的壶嘴碎了，换货也可以。",
    "ティーポットの注ぎ口が欠けていました。返金は大丈夫です、交換をお願いします。",
    "찻주전자 주둥이가 깨져 있었어요. 환불은 괜찮아요. 교환해 주세요.",
])
def test_the_exchange_taken_or_the_money_declined_stays_asked(text):
    asked(4800, _PAID, text)
