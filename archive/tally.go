package archive

import (
	"fmt"
	"sort"
	"strings"
)

// A Tally accounts for every record of a run: each record read is done
// (used by the command), skipped (with its type, or a reason) or failed
// (with file, offset and reason), so that Read = Done + Skipped + Failed.
type Tally struct {
	Read, Done int
	Skipped    map[string]int
	Failures   []*RecordError
}

// Add counts a record the command used.
func (t *Tally) Add() { t.Read++; t.Done++ }

// Skip counts a record passed over, under kind (its type, or why).
func (t *Tally) Skip(kind string) {
	t.Read++
	if t.Skipped == nil {
		t.Skipped = map[string]int{}
	}
	t.Skipped[kind]++
}

// Fail counts a record that could not be read.
func (t *Tally) Fail(err *RecordError) {
	t.Read++
	t.Failures = append(t.Failures, err)
}

// SkippedTotal is the number of records skipped, of every kind.
func (t *Tally) SkippedTotal() int {
	n := 0
	for _, c := range t.Skipped {
		n += c
	}
	return n
}

// Balanced reports whether Read = Done + Skipped + Failed.
func (t *Tally) Balanced() bool {
	return t.Read == t.Done+t.SkippedTotal()+len(t.Failures)
}

// String is the accounting line:
// "records: 12 read = 7 done + 4 skipped (metadata 2, request 2) + 1 failed".
func (t *Tally) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "records: %d read = %d done + %d skipped", t.Read, t.Done, t.SkippedTotal())
	if len(t.Skipped) > 0 {
		kinds := make([]string, 0, len(t.Skipped))
		for k := range t.Skipped {
			kinds = append(kinds, k)
		}
		sort.Strings(kinds)
		for i, k := range kinds {
			kinds[i] = fmt.Sprintf("%s %d", k, t.Skipped[k])
		}
		fmt.Fprintf(&b, " (%s)", strings.Join(kinds, ", "))
	}
	fmt.Fprintf(&b, " + %d failed", len(t.Failures))
	return b.String()
}
