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
	// DigestMismatches counts the records read whose stored digest
	// (WARC-Block-Digest, WARC-Payload-Digest) does not match their bytes:
	// read and counted above, and named here so that the loss is seen.
	DigestMismatches int
	// Empty names the inputs that held no record at all (an empty file).
	Empty []string
}

// Input names an input without records in the accounting: call it with
// the number of records (read, skipped or failed) the input gave.
func (t *Tally) Input(name string, records int) {
	if records == 0 {
		t.Empty = append(t.Empty, name)
	}
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
	if t.DigestMismatches > 0 {
		fmt.Fprintf(&b, "; %d with a stored digest that does not match", t.DigestMismatches)
	}
	if len(t.Empty) > 0 {
		fmt.Fprintf(&b, "; no record in %s", strings.Join(t.Empty, ", "))
	}
	return b.String()
}

// SkipKind names why a record holds no document and no links: the one
// vocabulary of the accounting of records, links and migrate. It is the
// record's type ("request", "metadata", "warcinfo", "revisit",
// "filedesc", "untyped", ...), and for a response, resource or
// conversion its HTTP status when not 2xx ("response 404") or else its
// media type ("response image/gif"; "response text/html (payload
// image/gif)" when the payload is not what it is declared; "response
// text/plain" as sniffed when nothing is declared); "wat metadata
// without links" for a WAT record that carries none; "index file" for a
// CDX or CDXJ index.
func SkipKind(rec *Record) string {
	if rec.Format == FormatIndex {
		return "index file"
	}
	typ := string(rec.Type)
	if rec.Format == FormatWAT {
		return "wat " + typ + " without links"
	}
	switch rec.Type {
	case TypeResponse, TypeResource, TypeConversion, TypeDocument:
		if rec.HTTP != nil && rec.HTTP.Status != 0 && (rec.HTTP.Status < 200 || rec.HTTP.Status > 299) {
			return fmt.Sprintf("%s %d", typ, rec.HTTP.Status)
		}
		mt, sniffed := rec.MediaType(), rec.Sniff()
		switch {
		case mt == "":
			return typ + " " + sniffed
		case mt == "text/html" || mt == "application/xhtml+xml":
			return typ + " " + mt + " (payload " + sniffed + ")"
		}
		return typ + " " + mt
	}
	return typ
}
