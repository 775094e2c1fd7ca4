// The GDK's Date methods SmartApps use: format, the static parse, the date/time strings,
// arithmetic and the deprecated field getters, in UTC and in other zones.
def noon = new Date(1577880000000L)       // 2020-01-01T12:00:00Z
println noon.format('yyyy-MM-dd HH:mm:ss')
println noon.format("EEE, MMM d 'at' h:mm a", TimeZone.getTimeZone('America/Los_Angeles'))
println noon.format('HH:mm z', TimeZone.getTimeZone('Europe/Berlin'))
println noon.dateString
println noon.timeString
println noon.dateTimeString
def parsed = Date.parse('yyyy-MM-dd HH:mm', '2021-03-14 07:45')
println parsed.time
println Date.parse("yyyy-MM-dd'T'HH:mm:ss.SSSZ", '2021-06-01T10:00:00.000-0500').time
println Date.parse('HH:mm', '10:30', TimeZone.getTimeZone('Asia/Tokyo')).time
println Date.parseToStringDate(noon.toString()).time == noon.time
def later = noon + 3
println later.format('yyyy-MM-dd')
println((later - noon) + ' days')
println noon.clone().clearTime().format('yyyy-MM-dd HH:mm')
println "${noon.hours}:${noon.minutes} day ${noon.day} of month ${noon.month + 1}/${noon.year + 1900}"
TimeZone.setDefault(TimeZone.getTimeZone('America/New_York'))
println noon
println noon.format('yyyy-MM-dd HH:mm zzz')
println "${noon.hours} offset ${noon.timezoneOffset}"
try {
    Date.parse('yyyy-MM-dd', 'not a date')
} catch (java.text.ParseException e) {
    println "ParseException: ${e.message}"
}
