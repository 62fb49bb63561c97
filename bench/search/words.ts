/**
 * Word lists for synthetic creators. Platforms, verticals, expertise levels, deliverables and usage
 * rights come from @sponsorly/shared; only what the product leaves free text (names, places, bios,
 * languages) is listed here. Accented names and places check that folding costs nothing at scale.
 */
const words = (text: string) => [...new Set(text.trim().split(/\s+/))];

export const FIRST_NAMES = words(`
  Maria Zoë José Anaïs Chloé Léa Noémie Hélène Renée Inès Jürgen Jörg Björn Søren Åsa Ñuria Íñigo Joël Raphaël Mélanie
  Emma Olivia Ava Sophia Mia Amelia Harper Evelyn Abigail Emily Ella Grace Chloe Lily Hannah Nora Zoe Aria Layla Riley
  Liam Noah Oliver Elijah James William Benjamin Lucas Henry Theodore Jack Levi Alexander Mateo Daniel Michael Mason Ethan
  Sebastian Logan Owen Samuel Jacob Asher Aiden John Joseph Wyatt David Leo Luke Julian Hudson Grayson Matthew Ezra Gabriel
  Priya Aarav Ananya Rohan Kavya Arjun Diya Vihaan Sanjay Meera Hana Yuki Haruto Sakura Ren Aiko Kenji Mei Jia Wei
  Min-jun Seo-yeon Ji-ho Jonah Amara Chidi Kwame Ama Kofi Zainab Fatima Omar Yusuf Layla Amina Tariq Nadia Karim Leila
  Sofia Camila Valentina Isabella Lucía Martina Santiago Matías Sebastián Diego Joaquín Tomás Emilia Renata Gael Thiago
  Giulia Francesca Lorenzo Matteo Chiara Alessandro Elena Luca Ingrid Astrid Freya Lars Nils Erik Sigrid Mikael Anja Jan
  Piotr Agnieszka Katarzyna Tomasz Zofia Wojciech Olga Dmitri Anastasia Ivan Tatiana Nikolai Ayşe Mehmet Elif Emre Zeynep
`);

export const LAST_NAMES = words(`
  Müller Schäfer Köhler Weiß Groß Böhm Krüger Jäger Schröder Günther García Martínez Rodríguez López Hernández González
  Pérez Sánchez Ramírez Gómez Díaz Muñoz Álvarez Jiménez Ibáñez Núñez Peña Durán Fernández Gonçalves Araújo Simões
  Conceição Magalhães Lefèvre Girard Moreau Dubois Leroy Bérubé Côté Gagné Lévesque Åberg Sjöberg Lindqvist Nyström
  Smith Johnson Williams Brown Jones Miller Davis Wilson Anderson Taylor Thomas Moore Jackson Martin Lee Thompson White
  Harris Clark Lewis Robinson Walker Young Allen King Wright Scott Green Baker Adams Nelson Hill Campbell Mitchell Carter
  Kim Park Choi Jung Kang Cho Yoon Jang Lim Han Tanaka Suzuki Takahashi Watanabe Ito Yamamoto Nakamura Kobayashi Sato
  Wang Li Zhang Liu Chen Yang Huang Zhao Wu Zhou Patel Shah Sharma Singh Kumar Gupta Reddy Iyer Nair Das Khan Ahmed
  Okoye Okafor Adeyemi Mensah Owusu Boateng Diallo Traoré Ndiaye Kamau Otieno Mwangi Rossi Russo Ferrari Esposito Bianchi
  Romano Colombo Ricci Marino Greco Nowak Kowalski Wiśniewski Wójcik Kamiński Lewandowski Ivanov Petrov Smirnov Yılmaz
  Kaya Demir Şahin Çelik Öztürk Andersen Jensen Nielsen Hansen Larsen Olsen Berg Haugen Johansson Karlsson Virtanen
`);

export const LOCATIONS = [
  'São Paulo, Brazil',
  'Rio de Janeiro, Brazil',
  'Lisbon, Portugal',
  'Porto, Portugal',
  'Madrid, Spain',
  'Barcelona, Spain',
  'Málaga, Spain',
  'México City, Mexico',
  'Bogotá, Colombia',
  'Medellín, Colombia',
  'Buenos Aires, Argentina',
  'Lima, Peru',
  'Montréal, Canada',
  'Québec City, Canada',
  'Toronto, Canada',
  'New York, USA',
  'Los Angeles, USA',
  'Austin, USA',
  'Chicago, USA',
  'Miami, USA',
  'Seattle, USA',
  'London, UK',
  'Manchester, UK',
  'Dublin, Ireland',
  'Paris, France',
  'Lyon, France',
  'Berlin, Germany',
  'München, Germany',
  'Köln, Germany',
  'Zürich, Switzerland',
  'Wien, Austria',
  'Amsterdam, Netherlands',
  'Malmö, Sweden',
  'Göteborg, Sweden',
  'Oslo, Norway',
  'København, Denmark',
  'Helsinki, Finland',
  'Kraków, Poland',
  'Warsaw, Poland',
  'Praha, Czechia',
  'İstanbul, Türkiye',
  'Athens, Greece',
  'Roma, Italy',
  'Milano, Italy',
  'Lagos, Nigeria',
  'Accra, Ghana',
  'Nairobi, Kenya',
  'Cape Town, South Africa',
  'Dakar, Senegal',
  'Cairo, Egypt',
  'Dubai, UAE',
  'Mumbai, India',
  'Bengaluru, India',
  'Delhi, India',
  'Seoul, South Korea',
  'Tokyo, Japan',
  'Ōsaka, Japan',
  'Taipei, Taiwan',
  'Singapore',
  'Jakarta, Indonesia',
  'Manila, Philippines',
  'Sydney, Australia',
  'Auckland, New Zealand',
];

/** Most creators list English; the tail is long, as on real profiles. Accented as people type them. */
export const LANGUAGES = words(`
  English Español Português Français Deutsch Italiano Hindi Korean Japanese Mandarin Arabic Türkçe Polski Nederlands
  Svenska Norsk Dansk Suomi Ελληνικά Tagalog Vietnamese Indonesian Swahili Yorùbá Hausa Igbo Bengali Tamil Urdu Русский
`);

/** Common bio words: every bio has several, so a query for one of them matches a large share. */
export const BIO_OPENERS = [
  'Sharing',
  'Filming',
  'Writing about',
  'Obsessed with',
  'Teaching',
  'Reviewing',
  'Exploring',
  'Documenting',
  'Talking about',
  'Making videos about',
  'Living for',
  'Building a community around',
  'Weekly episodes on',
  'Honest takes on',
];
export const BIO_TOPICS = words(`
  recipes workouts skincare makeup travel gadgets gaming streams fashion outfits budgeting investing parenting comedy sketches
  music covers painting design coding startups hiking camping running yoga cycling football basketball tennis coffee baking
  vegan cocktails wine photography film books podcasts interiors gardening renovation cars motorcycles pets dogs cats science
  history languages productivity minimalism sustainability thrifting sneakers anime esports chess surfing skiing climbing
`);
export const BIO_CLOSERS = [
  'New video every Friday.',
  'Posting daily.',
  'DMs open for collabs.',
  'Based wherever the wifi is.',
  'Two uploads a week.',
  'Honest reviews only.',
  'Brand friendly, audience first.',
  'Live on weekends.',
  'Short form and long form.',
  '',
];

/**
 * Rare words: a creator has one a few percent of the time, so each appears in about ten profiles, the
 * case of a brand searching for a niche.
 */
export const RARE_WORDS = words(`
  kombucha origami bonsai calligraphy taxidermy beekeeping falconry blacksmithing glassblowing letterpress bookbinding
  macrame sourdough fermentation mycology foraging birdwatching astrophotography lockpicking juggling unicycling parkour
  spelunking kayaking canyoning paragliding kitesurfing bouldering orienteering geocaching curling fencing archery sumo
  capoeira flamenco tango bachata kizomba ukulele theremin bagpipes harmonica accordion didgeridoo marimba kalimba banjo
  mandolin harpsichord bassoon oboe tuba woodturning whittling pottery ceramics lapidary silversmithing enamelling quilting
  crochet tatting embroidery weaving felting batik shibori indigo terrarium aquascaping orchids succulents cacti hydroponics
  permaculture composting vermiculture homesteading goats alpacas llamas chickens ferrets axolotls tarantulas geckos
  chameleons tortoises koi bettas shrimp cartography numismatics philately horology typewriters vinyl cassettes synths
  modular chiptune demoscene speedrunning retrogaming pinball arcade tabletop wargaming miniatures dioramas cosplay
  puppetry ventriloquism magic cardistry yoyo kendama diabolo poi hula stiltwalking clowning mime improv standup
`);
