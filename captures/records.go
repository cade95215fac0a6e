package captures

import (
	"errors"
	"io"
	"sort"
	"strings"
	"time"

	"github.com/uridialect/uridialect/archive"
)

// Records is an index of the captures archives hold in their own records,
// built in memory as they are read: every response, revisit and resource
// record (an ARC record is a response), keyed by Key of its target URI,
// with its date, HTTP status, payload digest, media type, redirect
// Location, file, offset and length. Other records are counted skipped,
// by type; a record that cannot be read is counted failed (Tally).
type Records struct {
	name   string
	byKey  map[string][]Capture // each by time
	tally  archive.Tally
	limits Limits
}

// NewRecords returns an empty index named name, whose lookups read at
// most limits.MaxCaptures captures of a key.
func NewRecords(name string, limits Limits) *Records {
	return &Records{name: name, byKey: map[string][]Capture{}, limits: limits.withDefaults()}
}

// Name names the index as NewRecords was told.
func (r *Records) Name() string { return r.name }

// Rules of Records are RulesSURT: records are keyed as pywb keys them.
func (r *Records) Rules() Rules { return RulesSURT }

// Tally accounts for the records read: read = done + skipped + failed.
func (r *Records) Tally() *archive.Tally { return &r.tally }

// Len is the number of captures held.
func (r *Records) Len() int {
	n := 0
	for _, cs := range r.byKey {
		n += len(cs)
	}
	return n
}

// AddRecords adds the captures of every record rd reads from the input
// named input, until its end; it returns only an error that ends the
// input (a record that cannot be read is counted failed, and the reading
// goes on).
func (r *Records) AddRecords(rd *archive.Reader, input string) error {
	return r.addRecords(rd, input, 0)
}

// addRecords is AddRecords after the n records of the input that were
// read already.
func (r *Records) addRecords(rd *archive.Reader, input string, n int) error {
	for {
		rec, err := rd.Next()
		if err == io.EOF {
			break
		}
		n++
		var re *archive.RecordError
		if errors.As(err, &re) {
			r.tally.Fail(re)
			continue
		}
		if err != nil {
			return err
		}
		if kind := r.Add(rec); kind != "" {
			r.tally.Skip(kind)
		} else {
			r.tally.Add()
		}
	}
	r.tally.Input(input, n)
	return nil
}

// Add adds the capture a record holds, if it holds one, and returns ""
// then; else the kind it is skipped as (its type, or why it cannot be
// keyed).
func (r *Records) Add(rec *archive.Record) (skipped string) {
	c, skipped := CaptureOf(rec)
	if skipped != "" {
		return skipped
	}
	cs := r.byKey[c.Key]
	i := sort.Search(len(cs), func(i int) bool { return cs[i].Time.After(c.Time) })
	cs = append(cs, Capture{})
	copy(cs[i+1:], cs[i:])
	cs[i] = c
	r.byKey[c.Key] = cs
	return ""
}

// CaptureOf returns the capture a record holds, as an index lists it: a
// response, revisit or resource record (an ARC record is a response)
// keyed by Key of its target URI, with its date, status, payload digest,
// media type, redirect Location, file, offset and length. A record that
// holds none gives the kind it is skipped as (its type, or why it cannot
// be keyed). A record sharing a whole-file gzip member with others has
// Offset and Length -1: a replay tool cannot seek to it.
func CaptureOf(rec *archive.Record) (c Capture, skipped string) {
	switch rec.Type {
	case archive.TypeResponse, archive.TypeRevisit, archive.TypeResource:
	default:
		if rec.Format == archive.FormatIndex {
			return c, "index file"
		}
		return c, string(rec.Type)
	}
	if rec.Date.IsZero() {
		return c, string(rec.Type) + " without a date"
	}
	key, err := Key(rec.URI)
	if err != nil {
		return c, string(rec.Type) + " without a SURT key"
	}
	c = Capture{
		Key: key, Time: rec.Date.UTC().Truncate(time.Second), URL: rec.URI, Mime: rec.MediaType(),
		Digest: strings.TrimPrefix(rec.PayloadDigest, "sha1:"), Revisit: rec.Type == archive.TypeRevisit,
		File: rec.File, Offset: rec.Offset, Length: rec.Length, Source: rec.File,
	}
	c.Timestamp = timestamp14(c.Time)
	if rec.HTTP != nil {
		c.Status = rec.HTTP.Status
		c.Redirect = locationOf(rec)
	}
	if c.Revisit {
		c.Mime = "warc/revisit"
		if rv := rec.Revisit; rv != nil {
			c.refersToURL = rv.TargetURI
			c.refersToDate, _ = time.Parse(time.RFC3339Nano, rv.Date)
		}
	}
	if rec.Inner != nil {
		c.Offset, c.Length = -1, -1
	}
	return c, ""
}

// locationOf is the Location header of a record's HTTP response.
func locationOf(rec *archive.Record) string {
	return strings.TrimSpace(rec.HTTP.Header.Get("Location"))
}

// Near returns the n captures filed under key nearest to at, nearest
// first (of two as near, the earlier); n is capped at Limits.MaxCaptures.
func (r *Records) Near(key string, at time.Time, n int) ([]Capture, error) {
	n = min(n, r.limits.MaxCaptures)
	cs := r.byKey[key]
	split := sort.Search(len(cs), func(i int) bool { return !cs[i].Time.Before(at) })
	before, after := split-1, split
	var out []Capture
	for len(out) < n && (before >= 0 || after < len(cs)) {
		if after >= len(cs) || before >= 0 && nearer(&cs[before], &cs[after], at) {
			out = append(out, cs[before])
			before--
		} else {
			out = append(out, cs[after])
			after++
		}
	}
	return out, nil
}
