package migrate

import (
	"fmt"
	"strings"

	"github.com/uridialect/uridialect/captures"
)

// A Replayer looks the targets of a link up in an archive's captures, as
// a replay tool does, and fills in the row's replay columns: CaptureThen,
// and each side's CaptureNow and Replay verdict. Package migrate/captures
// is the one the command, serve and the Beam pipeline use. It is called
// from every worker at once: it must be safe for concurrent use.
type Replayer interface {
	Replay(row *Row) error
}

// ReplayCounts count the replay verdicts of one modern dialect, over the
// links whose verdict is not same (those a Replayer looks up).
type ReplayCounts struct {
	// Verdicts counts the links by replay verdict.
	Verdicts VerdictCounts `json:"verdicts"`
	// Pages counts, by replay verdict, the documents holding at least
	// one link of it (a document captured twice is two).
	Pages VerdictCounts `json:"pages"`
	// Causes, Hosts and Years count the links by replay verdict for each
	// cause (NoCause for the links equivalent under RFC 3986, Section 6),
	// host of their document and year of capture ("unknown" without a
	// date).
	Causes map[string]VerdictCounts `json:"causes"`
	Hosts  map[string]VerdictCounts `json:"hosts"`
	Years  map[string]VerdictCounts `json:"years"`
}

// NoCause stands, in ReplayCounts.Causes, for the links without a cause:
// those equivalent under RFC 3986, Section 6.
const NoCause = "(equivalent)"

// VerdictCounts count links (or pages) by replay verdict.
type VerdictCounts map[captures.Verdict]int

// ReplayVerdicts are the replay verdicts in the order the summary writes
// them.
var ReplayVerdicts = []captures.Verdict{captures.Same, captures.Found, captures.Wrong, captures.Breaks, captures.Missing}

func newReplayCounts() ReplayCounts {
	return ReplayCounts{Verdicts: VerdictCounts{}, Pages: VerdictCounts{},
		Causes: map[string]VerdictCounts{}, Hosts: map[string]VerdictCounts{}, Years: map[string]VerdictCounts{}}
}

// Total is the number of links (or pages) counted.
func (v VerdictCounts) Total() int {
	n := 0
	for _, c := range v {
		n += c
	}
	return n
}

func (v VerdictCounts) add(o VerdictCounts) {
	for k, c := range o {
		v[k] += c
	}
}

func addVerdictCounts(dst, src map[string]VerdictCounts) {
	for k, v := range src {
		if dst[k] == nil {
			dst[k] = VerdictCounts{}
		}
		dst[k].add(v)
	}
}

func (c *ReplayCounts) merge(o ReplayCounts) {
	c.Verdicts.add(o.Verdicts)
	c.Pages.add(o.Pages)
	addVerdictCounts(c.Causes, o.Causes)
	addVerdictCounts(c.Hosts, o.Hosts)
	addVerdictCounts(c.Years, o.Years)
}

// replay gives a row whose verdict is not same its replay verdicts
// (Config.Replay) and counts them in t.
func (m *Migrator) replay(r *Row, t *tally) error {
	if m.cfg.Replay == nil || r.Verdict == Same {
		return nil
	}
	if err := m.cfg.Replay.Replay(r); err != nil {
		return fmt.Errorf("looking the link %q up in the captures: %w", r.Raw, err)
	}
	t.replayed(r)
	return nil
}

// replayed counts the replay verdicts of a row.
func (t *tally) replayed(r *Row) {
	s := t.s
	if s.Replay == nil {
		s.Replay = map[string]ReplayCounts{}
	}
	cause := r.Cause
	if cause == "" {
		cause = NoCause
	}
	year := "unknown"
	if len(r.Date) >= 4 {
		year = r.Date[:4]
	}
	host := hostOf(r.Document)
	for i := range r.Now {
		side := &r.Now[i]
		if side.Replay == "" {
			continue
		}
		c, ok := s.Replay[side.Dialect]
		if !ok {
			c = newReplayCounts()
			s.Replay[side.Dialect] = c
		}
		c.Verdicts[side.Replay]++
		for _, by := range []struct {
			m   map[string]VerdictCounts
			key string
		}{{c.Causes, cause}, {c.Hosts, host}, {c.Years, year}} {
			if by.m[by.key] == nil {
				by.m[by.key] = VerdictCounts{}
			}
			by.m[by.key][side.Replay]++
		}
		if t.replayPages == nil {
			t.replayPages = map[[3]string]bool{}
		}
		t.replayPages[[3]string{side.Dialect, string(side.Replay), r.Document}] = true
	}
}

// finishReplay counts the pages of the record's replay verdicts.
func (t *tally) finishReplay() {
	for k := range t.replayPages {
		t.s.Replay[k[0]].Pages[captures.Verdict(k[1])]++
	}
}

// mergeReplay adds o's replay counts into s's.
func (s *Summary) mergeReplay(o *Summary) {
	if o.Replay == nil {
		return
	}
	if s.Replay == nil {
		s.Replay = map[string]ReplayCounts{}
	}
	for d, c := range o.Replay {
		mine, ok := s.Replay[d]
		if !ok {
			mine = newReplayCounts()
			s.Replay[d] = mine
		}
		mine.merge(c)
	}
}

// ReplayLines are the accounting lines of the replay verdicts, one per
// modern dialect ("" when the run looked no capture up):
//
//	replay under whatwg: 6 links looked up = 2 same + 1 found + 1 wrong + 1 breaks + 1 missing; 1 links on 1 pages break in replay; 1 more show another page
func (s *Summary) ReplayLines() string {
	if s.Replay == nil {
		return ""
	}
	var b strings.Builder
	for _, d := range s.To {
		c, ok := s.Replay[d]
		if !ok {
			c = newReplayCounts()
		}
		if b.Len() > 0 {
			b.WriteByte('\n')
		}
		fmt.Fprintf(&b, "replay under %s: %d looked up =", d, c.Verdicts.Total())
		for i, v := range ReplayVerdicts {
			if i > 0 {
				b.WriteString(" +")
			}
			fmt.Fprintf(&b, " %d %s", c.Verdicts[v], v)
		}
		fmt.Fprintf(&b, "; %d links on %d pages break in replay; %d more show another page",
			c.Verdicts[captures.Breaks], c.Pages[captures.Breaks], c.Verdicts[captures.Wrong])
	}
	return b.String()
}

// replayBalanced reports whether, in a run that looked captures up,
// every link not same has one replay verdict under each modern dialect.
func (s *Summary) replayBalanced() bool {
	if s.Replay == nil {
		return true
	}
	want := s.Links.Equivalent + s.Links.Differs + s.Links.Fails
	for _, d := range s.To {
		if c := s.Replay[d]; c.Verdicts.Total() != want {
			return false
		}
	}
	return true
}
