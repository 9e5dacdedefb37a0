"""Effective dates a sentence states for its claims ("from 16:00 UTC on 5 September", "9月5日起")."""

from __future__ import annotations

import datetime as dt
import re


_MONTHS = {name: number for number, names in enumerate(
    [("jan", "january"), ("feb", "february"), ("mar", "march"), ("apr", "april"), ("may",), ("jun", "june"),
     ("jul", "july"), ("aug", "august"), ("sep", "sept", "september"), ("oct", "october"), ("nov", "november"),
     ("dec", "december")], start=1) for name in names}
_MONTH = r"(?P<month>Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sept?(?:ember)?|" \
         r"Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\.?"
_TIME = r"(?:(?:at\s+)?(?P<hour>\d{1,2}):(?P<minute>\d{2})\s?(?P<tz>UTC|GMT|Beijing\s+time|BJT|CST)?\s*(?:on\s+)?)?"
_DATE_PATTERNS = [
    re.compile(_TIME + r"(?:(?P<day>\d{1,2})(?:st|nd|rd|th)?\s+" + _MONTH + r"|" + _MONTH.replace("month", "month2")
               + r"\s+(?P<day2>\d{1,2})(?:st|nd|rd|th)?)(?:,?\s+(?P<year>20\d{2}))?"
               + r"(?:,?\s+(?:at\s+)?(?P<hour2>\d{1,2}):(?P<minute2>\d{2})\s?(?P<tz2>UTC|GMT)?)?", re.I),
    re.compile(r"(?P<iso>20\d{2}-\d{2}-\d{2})"),
    re.compile(r"(?:(?P<year>20\d{2})\s?年\s?)?(?P<cmonth>\d{1,2})\s?月\s?(?P<cday>\d{1,2})\s?[日号]"
               r"(?:\s?(?P<chour>\d{1,2})\s?[:：点时](?P<cminute>\d{2})?)?"),
]
_FROM_WORDS = re.compile(r"(?:effective|from|starting|beginning|as\s+of|since|begins?|takes?\s+effect|"
                         r"goes?\s+into\s+effect|起|开始|生效)", re.I)
_UNTIL_WORDS = re.compile(r"(?:until|till|through|thru|ending|ends?|expir(?:es|ing)|before|截止|截至|到|至)", re.I)


def _parse_date(match: re.Match, default_year: int) -> dt.date | dt.datetime | None:
    groups = match.groupdict()
    try:
        if groups.get("iso"):
            return dt.date.fromisoformat(groups["iso"])
        if groups.get("cmonth"):
            year = int(groups["year"]) if groups.get("year") else default_year
            day = dt.date(year, int(groups["cmonth"]), int(groups["cday"]))
            if groups.get("chour"):
                return dt.datetime(year, day.month, day.day, int(groups["chour"]), int(groups.get("cminute") or 0),
                                   tzinfo=dt.timezone(dt.timedelta(hours=8)))
            return day
        month_name = (groups.get("month") or groups.get("month2") or "").lower().rstrip(".")
        month = _MONTHS.get(month_name) or _MONTHS.get(month_name[:3])
        day_text = groups.get("day") or groups.get("day2")
        if not month or not day_text:
            return None
        year = int(groups["year"]) if groups.get("year") else default_year
        day = dt.date(year, month, int(day_text))
        hour = groups.get("hour") or groups.get("hour2")
        if hour:
            minute = int(groups.get("minute") or groups.get("minute2") or 0)
            tz_name = (groups.get("tz") or groups.get("tz2") or "").upper()
            tz = dt.timezone(dt.timedelta(hours=8)) if tz_name in ("BEIJING TIME", "BJT", "CST") else dt.timezone.utc
            return dt.datetime(year, month, day.day, int(hour), minute, tzinfo=tz)
        return day
    except ValueError:
        return None


def effective_dates(sentence: str, published: dt.date | None) -> tuple[dt.date | dt.datetime | None,
                                                                       dt.date | dt.datetime | None]:
    """(effective_from, effective_until) stated in ``sentence``, if any."""
    default_year = published.year if published else dt.date.today().year
    effective_from = effective_until = None
    for pattern in _DATE_PATTERNS:
        for match in pattern.finditer(sentence):
            value = _parse_date(match, default_year)
            if value is None:
                continue
            before = sentence[max(0, match.start() - 25):match.start()]
            after = sentence[match.end():match.end() + 6]
            if _UNTIL_WORDS.search(before[-12:]) or re.match(r"\s?(?:止|截止|结束)", after):
                effective_until = effective_until or value
            elif _FROM_WORDS.search(before) or re.match(r"\s?(?:起|开始|生效)", after):
                effective_from = effective_from or value
    return effective_from, effective_until
