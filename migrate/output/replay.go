package output

import (
	"cmp"
	"maps"
	"slices"

	"github.com/uridialect/uridialect/captures"
	"github.com/uridialect/uridialect/migrate"
)

// A replaySection is the report's replay verdicts under one modern
// dialect: the headline, the counts by verdict, and by cause, host and
// year.
type replaySection struct {
	Dialect        string
	Breaks, Pages  int
	Wrong          int
	Verdicts       []captures.Verdict
	Links, PagesBy []int // by verdict, in the order of Verdicts
	Groups         []replayGroup
}

// A replayGroup is the links by verdict by cause, host or year.
type replayGroup struct {
	Title string
	Rows  []replayRow
}

// A replayRow is one cause, host or year: its links by verdict.
type replayRow struct {
	Name   string
	Counts []int
}

// replaySections returns the report's replay sections, one per modern
// dialect, nil when the run looked no capture up. Hosts are the 2*Keep
// with the most links that break or show another page.
func replaySections(s *migrate.Summary) []replaySection {
	if s.Replay == nil {
		return nil
	}
	var out []replaySection
	for _, d := range s.To {
		c := s.Replay[d]
		sec := replaySection{Dialect: d, Verdicts: migrate.ReplayVerdicts,
			Breaks: c.Verdicts[captures.Breaks], Pages: c.Pages[captures.Breaks], Wrong: c.Verdicts[captures.Wrong]}
		for _, v := range migrate.ReplayVerdicts {
			sec.Links = append(sec.Links, c.Verdicts[v])
			sec.PagesBy = append(sec.PagesBy, c.Pages[v])
		}
		years := replayRows(c.Years, 0)
		slices.SortStableFunc(years, func(a, b replayRow) int { return cmp.Compare(a.Name, b.Name) })
		sec.Groups = []replayGroup{{"by cause", replayRows(c.Causes, 0)}, {"by host", replayRows(c.Hosts, 2*s.Keep)}, {"by year", years}}
		out = append(out, sec)
	}
	return out
}

// replayRows returns the rows of counts, those with the most links that
// break or show another page first (at most keep, 0 for all).
func replayRows(counts map[string]migrate.VerdictCounts, keep int) []replayRow {
	var rows []replayRow
	harm := func(n string) int { return counts[n][captures.Breaks] + counts[n][captures.Wrong] }
	names := slices.Sorted(maps.Keys(counts))
	slices.SortStableFunc(names, func(a, b string) int { return cmp.Compare(harm(b), harm(a)) })
	for _, n := range names {
		r := replayRow{Name: n}
		for _, v := range migrate.ReplayVerdicts {
			r.Counts = append(r.Counts, counts[n][v])
		}
		rows = append(rows, r)
	}
	if keep > 0 && len(rows) > keep {
		rows = rows[:keep]
	}
	return rows
}
