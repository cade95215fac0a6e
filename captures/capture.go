package captures

import (
	"fmt"
	"time"
)

// A Capture is one capture an index holds: a URL as an archive recorded
// it at one moment, with what replay needs to know of it.
type Capture struct {
	// Key is the key the capture is filed under, as its index wrote it
	// (for an archive's own records: Key of its URL under RulesSURT).
	Key string
	// Timestamp is the capture's 14-digit time as written ("20140126200624");
	// Time the moment it stands for, in UTC.
	Timestamp string
	Time      time.Time
	URL       string // the URL captured; "" when the index does not give it
	Mime      string // the media type; "warc/revisit" for a revisit in a CDX index
	// Status is the HTTP status of the response captured; 0 when the
	// index records none ("-": a revisit, a resource, a dns: record).
	Status int
	Digest string // the payload digest as the index writes it (base32 SHA-1, or "sha1:...")
	// Redirect is the target of a redirect: the index's redirect field
	// (CDX "r"), or the Location header of an archive's record; "" when
	// unknown.
	Redirect string
	// Revisit marks a revisit record: its payload is another capture's
	// (WARC 1.1, Section 6.7).
	Revisit bool
	// File, Offset and Length locate the record in its archive, as the
	// index gives them; Offset and Length are -1 when not given.
	File           string
	Offset, Length int64
	// Source is the index (or archive) the capture was read from and Line
	// its line in an index, counted from 1 (0 for an archive's record).
	Source string
	Line   int64
	// refersTo is a revisit record's WARC-Refers-To-Target-URI and
	// WARC-Refers-To-Date, when the archive gives them.
	refersToURL  string
	refersToDate time.Time
}

// IsRedirect reports whether the capture is a redirect replay follows: a
// 3xx status other than 304 Not Modified (which is no redirect, but a
// response without a body, as pywb reads it).
func (c *Capture) IsRedirect() bool { return c.Status >= 300 && c.Status < 400 && c.Status != 304 }

// String names the capture as its index does: key, timestamp, and where.
func (c *Capture) String() string {
	at := c.Source
	if c.Line > 0 {
		at = fmt.Sprintf("%s:%d", c.Source, c.Line)
	}
	return fmt.Sprintf("%s %s (%s)", c.Key, c.Timestamp, at)
}

// parseTimestamp reads an index's timestamp: 4 to 14 digits (more are
// cut at 14), read as warcio's timestamp_to_datetime reads them: a field
// written in part or not at all is its greatest value ("2014" is the last
// second of 2014, "201412260950" is 09:50:59), so that a short timestamp
// stands for the end of the period it names. A field out of range
// ("20141301...") is no date.
func parseTimestamp[T string | []byte](ts T) (time.Time, error) {
	if len(ts) < 4 || !allDigits(ts) {
		return time.Time{}, fmt.Errorf("timestamp %q is not 4 to 14 digits", clip(string(ts)))
	}
	if len(ts) > 14 {
		ts = ts[:14]
	}
	num := func(lo, hi, max int) int {
		if hi > len(ts) {
			return max
		}
		n := 0
		for i := lo; i < hi; i++ {
			n = n*10 + int(ts[i]-'0')
		}
		return n
	}
	year, month := num(0, 4, 0), num(4, 6, 12)
	if month < 1 || month > 12 {
		return time.Time{}, fmt.Errorf("timestamp %s: month %02d", string(ts), month)
	}
	lastDay := time.Date(year, time.Month(month)+1, 0, 0, 0, 0, 0, time.UTC).Day()
	day, hour, minute, second := num(6, 8, lastDay), num(8, 10, 23), num(10, 12, 59), num(12, 14, 59)
	if day < 1 || day > lastDay || hour > 23 || minute > 59 || second > 59 {
		return time.Time{}, fmt.Errorf("timestamp %s is not a date", string(ts))
	}
	return time.Date(year, time.Month(month), day, hour, minute, second, 0, time.UTC), nil
}

// timestamp14 writes t as an index writes a capture's time.
func timestamp14(t time.Time) string { return t.UTC().Format("20060102150405") }

// clip shortens a text quoted in an error.
func clip(s string) string {
	if len(s) > 80 {
		return s[:77] + "..."
	}
	return s
}
